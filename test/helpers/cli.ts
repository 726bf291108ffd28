import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./shared.js";

/** Runs the didscore CLI from source (through tsx) and returns its exit code and output. */
export function runCli(args: string[], options: { cwd?: string; input?: string } = {}): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "src", "cli.ts"), ...args], {
    cwd: options.cwd ?? ROOT,
    encoding: "utf8",
    input: options.input ?? "",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
