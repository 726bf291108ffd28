import { spawn } from "node:child_process";
import { EvidenceError } from "./errors.js";

/** Variables that would point git at another repository, index or object store than the one we name. */
const REPO_VARIABLES = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
  "GIT_COMMON_DIR",
  "GIT_NAMESPACE",
  "GIT_CEILING_DIRECTORIES",
];

/** The environment every git child runs with: no inherited repository overrides, no prompts. */
export function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: "0", ...extra };
  for (const name of REPO_VARIABLES) if (!(name in extra)) delete env[name];
  return env;
}

/** What a finished git command left behind. */
export interface GitOutput {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** Run git with an argv array (never a shell) and collect its output; never throws on a non-zero exit. */
export function runGit(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", args, { cwd: options.cwd, env: options.env ?? gitEnv(), stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => err.push(c));
    child.on("error", (e) => reject(new EvidenceError(`could not run git: ${e.message}`)));
    child.on("close", (code) =>
      resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8") }),
    );
  });
}

/** The first line of git's complaint, for one-line error messages. */
export function firstLine(text: string): string {
  return (
    text
      .split("\n")
      .map((l) => l.trim())
      .find((l) => l !== "") ?? "no output"
  );
}
