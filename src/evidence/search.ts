import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { PrintedLineCounter } from "./lines.js";
import { splitRepoPath } from "./paths.js";
import { analyseRgArgs } from "./rg-args.js";
import { shlexSplit } from "./shlex.js";

/** A search split and judged: the rg arguments to run and the scope paths, or why it cannot be re-run. */
export type SearchPlan = { ok: true; args: string[]; scope: string[] } | { ok: false; reason: string };

/** What re-running a search gave. */
export type SearchOutcome =
  | { kind: "ok"; count: number; paths: string[] }
  | { kind: "unsupported"; reason: string }
  | { kind: "scope-missing"; scope: string[] }
  | { kind: "error"; message: string };

/** Options for running searches. */
export interface SearchOptions {
  /** Kill a search after this long (default 60 s, the calculator's own limit). */
  timeoutMs?: number;
  /** The rg binary (default: the one @vscode/ripgrep ships, else `rg` on PATH). */
  rgPath?: string;
}

/**
 * Decide whether a search can be re-run exactly: it must split (shlex rules), be a plain `rg`
 * command without shell operators, use no flag that changes what is printed, and name no path
 * (in the command or the scope) outside the tree. `-o` and `--vimgrep` are allowed: their count
 * is the printed lines, one per match, exactly as the calculator counts them.
 */
export function planSearch(search: string, scope: string): SearchPlan {
  let argv: string[];
  let scopePaths: string[];
  try {
    const command = shlexSplit(search);
    if (command.shellSyntax) return { ok: false, reason: `the search uses ${command.shellSyntax}` };
    argv = command.argv;
    scopePaths = shlexSplit(scope).argv;
  } catch (error) {
    return { ok: false, reason: `the search or scope does not split: ${(error as Error).message}` };
  }
  if (argv[0] !== "rg") return { ok: false, reason: `only rg searches are re-run, not ${argv[0] ?? "an empty command"}` };
  const args = argv.slice(1);
  const analysed = analyseRgArgs(args);
  if (!analysed.ok) return { ok: false, reason: analysed.reason };
  const named = [...analysed.paths, ...analysed.patternFiles, ...scopePaths];
  const escaping = named.find((p) => splitRepoPath(p) === null && p !== ".");
  if (escaping !== undefined) return { ok: false, reason: `path escapes the tree: ${escaping}` };
  return { ok: true, args, scope: scopePaths };
}

// Why --max-columns: rg then prints a line longer than that (a minified bundle's) as "[Omitted long matching line]", so
// a search holds a few bytes for it instead of megabytes; the line is still printed, so every count stays the same.
// 8000 bytes is above any line a reader quotes (the audit passes over hits longer than 2000 characters anyway).
/** Arguments every search runs with: no user rg config, no user-global git excludes, long lines not printed whole. */
export const RG_FIXED_ARGS = ["--no-config", "--no-ignore-global", "--max-columns", "8000"];
/** What rg prints in place of a line longer than --max-columns. */
export const RG_OMITTED_LINE = /^\[Omitted long (matching|context) line\]$/;

/** The environment searches run in: the caller's, minus a user's RIPGREP_CONFIG_PATH. */
export function rgEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.RIPGREP_CONFIG_PATH;
  return env;
}

let resolvedRg: Promise<string> | null = null;

/** The rg binary to run: @vscode/ripgrep's, or `rg` from PATH when that package has no binary here. */
export function ripgrepPath(): Promise<string> {
  resolvedRg ??= import("@vscode/ripgrep").then(
    (m) => m.rgPath,
    () => "rg",
  );
  return resolvedRg;
}

/**
 * Re-run a search in a materialised tree the way the method does: scope paths that exist are
 * appended, the command runs from the tree root, and the count is the non-blank printed lines.
 * No shell is involved; `--no-config` keeps a user's RIPGREP_CONFIG_PATH out, `--no-ignore-global`
 * a user's global git excludes; the tree's empty `.git` makes `.gitignore` apply as in a checkout.
 */
export async function runSearch(root: string, search: string, scope: string, options: SearchOptions = {}): Promise<SearchOutcome> {
  const plan = planSearch(search, scope);
  if (!plan.ok) return { kind: "unsupported", reason: plan.reason };
  const present: string[] = [];
  for (const p of plan.scope) if (await stat(join(root, p)).catch(() => null)) present.push(p);
  if (present.length === 0) return { kind: "scope-missing", scope: plan.scope };
  const rg = options.rgPath ?? (await ripgrepPath());
  const args = [...RG_FIXED_ARGS, ...plan.args, ...present];
  return new Promise((resolve) => {
    const child = spawn(rg, args, { cwd: root, env: rgEnvironment(), stdio: ["ignore", "pipe", "pipe"] });
    const counter = new PrintedLineCounter();
    let stderr = "";
    const timeoutMs = options.timeoutMs ?? 60_000;
    const timer = setTimeout(() => {
      // Answer now: a grandchild holding the pipes open must not keep us waiting for "close".
      child.kill("SIGKILL");
      child.stdout.destroy();
      child.stderr.destroy();
      resolve({ kind: "error", message: `search timed out after ${timeoutMs / 1000} s` });
    }, timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => counter.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-2000);
    });
    child.on("error", (e) => {
      clearTimeout(timer);
      resolve({ kind: "error", message: `could not run ${rg}: ${e.message}` });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0 || code === 1) resolve({ kind: "ok", count: counter.finish(), paths: present });
      else resolve({ kind: "error", message: `rg exited with ${code}: ${stderr.trim().split("\n")[0] ?? ""}` });
    });
  });
}
