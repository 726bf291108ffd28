#!/usr/bin/env node
import { Command, CommanderError } from "commander";
import { registerAuditCommands } from "./commands/audit.js";
import { registerCalculatorCommands } from "./commands/calculator.js";
import { registerSiteCommands } from "./commands/site.js";
import { registerVerifyCommand } from "./commands/verify.js";
import { InputError, RuleError } from "./util/errors.js";

/** Exit codes: 0 ok, 1 a rule or check failed, 2 unreadable input or bad usage. */
function exitCodeFor(e: unknown): number {
  if (e instanceof RuleError) {
    for (const p of e.problems.slice(1)) process.stderr.write(`error: ${p}\n`);
    return 1;
  }
  return 2;
}

const program = new Command("didscore")
  .description("Defense-in-Depth Score for AI agent platforms")
  .version("0.1.0")
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });
registerCalculatorCommands(program);
registerVerifyCommand(program);
registerAuditCommands(program);
registerSiteCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    process.exitCode = e.exitCode === 0 ? 0 : 2;
  } else if (e instanceof InputError || e instanceof RuleError) {
    process.stderr.write(`error: ${e.message}\n`);
    process.exitCode = exitCodeFor(e);
  } else {
    process.stderr.write(`error: ${(e as Error).stack ?? String(e)}\n`);
    process.exitCode = 2;
  }
}
