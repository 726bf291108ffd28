// A stand-in for src/cli.ts with the site commands registered (the lead wires them into the real CLI);
// it handles errors and exit codes the same way.
import { Command, CommanderError } from "commander";
import { registerSiteCommands } from "../../src/commands/site.js";
import { InputError, RuleError } from "../../src/util/errors.js";

const program = new Command("didscore").exitOverride().configureOutput({ writeErr: (s) => process.stderr.write(s) });
registerSiteCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) process.exitCode = e.exitCode === 0 ? 0 : 2;
  else if (e instanceof RuleError) {
    process.stderr.write(`error: ${e.message}\n`);
    process.exitCode = 1;
  } else if (e instanceof InputError) {
    process.stderr.write(`error: ${e.message}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`error: ${(e as Error).stack ?? String(e)}\n`);
    process.exitCode = 2;
  }
}
