import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A real git repository built for the evidence tests, with its first and second commit. */
export interface Fixture {
  /** Temp root holding everything below; removed by cleanup(). */
  root: string;
  /** The working clone (HEAD = second commit). */
  repo: string;
  /** A `git clone --mirror` of it. */
  mirror: string;
  /** A plain copy of the second commit's files without .git. */
  plain: string;
  /** A directory beside the repository that symlinks point into. */
  outside: string;
  first: string;
  second: string;
  cleanup(): void;
}

/** Committer identity and settings passed on every call, so a fresh machine's config never matters. */
const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "Fixture",
  GIT_AUTHOR_EMAIL: "fixture@example.com",
  GIT_COMMITTER_NAME: "Fixture",
  GIT_COMMITTER_EMAIL: "fixture@example.com",
  GIT_AUTHOR_DATE: "2024-01-01T00:00:00Z",
  GIT_COMMITTER_DATE: "2024-01-01T00:00:00Z",
};

/** Run git in a directory with the fixture's fixed identity; returns trimmed stdout. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main", ...args], {
    cwd,
    env: GIT_ENV,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/** Write files (string or bytes) under a directory, creating parents. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** The first commit's src/app.ts; tests cite its line numbers. */
export const APP_V1 = [
  'import { run } from "./util";',
  "",
  "// approval gate",
  "export function checkApproval(user: string): boolean {",
  "  if (!user) return false;",
  '  return user === "admin";',
  "}",
  "",
  "export function configure(opts: Options): Config {",
  "  const timeout = opts.timeout ?? 30;",
  "  const retries = opts.retries ?? 3;",
  "  const verbose = opts.verbose ?? false;",
  '  const mode = opts.mode ?? "strict";',
  "  return { timeout, retries, verbose, mode };",
  "}",
  "",
  "export function legacy(): void {",
  '  console.log("legacy path one");',
  '  console.log("legacy path two");',
  "}",
  "",
].join("\n");

/** The second commit's src/app.ts: checkApproval moved down 4, configure moved and edited, legacy rewritten. */
export const APP_V2 = [
  'import { run } from "./util";',
  'import { log } from "./log";',
  "",
  "// helpers added above",
  "const VERSION = 2;",
  "",
  "// approval gate",
  "export function checkApproval(user: string): boolean {",
  "  if (!user) return false;",
  '  return user === "admin";',
  "}",
  "",
  "export function configure(opts: Options): Config {",
  "  const timeout = opts.timeout ?? 60;",
  "  const retries = opts.retries ?? 3;",
  "  const verbose = opts.verbose ?? false;",
  '  const mode = opts.mode ?? "strict";',
  "  return { timeout, retries, verbose, mode };",
  "}",
  "",
  "export function legacy(): void {",
  '  log.info("rewritten entirely");',
  "  return;",
  "}",
  "",
].join("\n");

const OLD_NAME = Array.from({ length: 12 }, (_, i) => `export const setting${i + 1} = "value ${i + 1}";`).join("\n") + "\n";

/** Size cap the tests pass (the huge file is over it; the default 4 MiB cap is tested on its own). */
export const TEST_CAP = 64 * 1024;

/**
 * Build the fixture: a first commit with text, a binary file, a huge file, in-tree and escaping
 * symlinks, a symlink loop, a .gitignore'd tracked file and a hidden file; a second commit that
 * renames a file, moves and edits code, deletes a file. Then a mirror and a plain copy.
 */
export function buildFixture(): Fixture {
  const root = mkdtempSync(join(tmpdir(), "didscore-fixture-"));
  const repo = join(root, "repo");
  const outside = join(root, "outside");
  writeFiles(outside, { "secret.txt": "approve secret outside\n" });
  mkdirSync(repo);
  git(repo, "init", "-q");
  writeFiles(repo, {
    "src/app.ts": APP_V1,
    "src/util.ts": "export function run(label: string, ok: boolean): void {\n  // Approve or APPROVE or approve\n  console.log(label, ok);\n}\n",
    "src/old-name.ts": OLD_NAME,
    "src/handler.go": "package main\n\nfunc approve() {}\nfunc approveAll() {}\n",
    "src/handler_test.go": "package main\n\nfunc TestApprove() { approve() }\n",
    "src/words.txt": "Approve the plan\nAPPROVE ALL\napprove it\napproved already\ndisapprove\n",
    "src/crlf.txt": "one\r\ntwo\r\nthree\r\n",
    "src/no-newline.txt": "alpha\nbeta",
    "docs/gone.md": "# Gone\n\nThis file approves nothing.\n",
    "docs/regex.md": "a.b matches\naxb matches too\napprove.all literal\n",
    ".hidden.ts": "export const approve = true;\n",
    ".gitignore": "ignored/\n*.log\n",
    "ignored/skipped.ts": "export const approve = 1;\n",
    "trace.log": "approve in a log\n",
    "assets/logo.bin": Buffer.from([0x61, 0x70, 0x70, 0x72, 0x6f, 0x76, 0x65, 0x00, 0x01, 0x02, 0x0a]),
    "big/huge.txt": "filler line without the word\n".repeat(Math.ceil((4 * 1024 * 1024 + 1024) / 29)),
    "bin/run.sh": "#!/bin/sh\necho approve\n",
  });
  chmodSync(join(repo, "bin/run.sh"), 0o755);
  symlinkSync("src/util.ts", join(repo, "link-in"));
  symlinkSync("src", join(repo, "dirlink"));
  symlinkSync("../outside/secret.txt", join(repo, "link-out"));
  symlinkSync(join(outside, "secret.txt"), join(repo, "abs-link"));
  symlinkSync("link-out", join(repo, "chain-out"));
  symlinkSync("loop-b", join(repo, "loop-a"));
  symlinkSync("loop-a", join(repo, "loop-b"));
  git(repo, "add", "-A");
  git(repo, "add", "-f", "ignored/skipped.ts", "trace.log");
  git(repo, "commit", "-q", "-m", "first");
  const first = git(repo, "rev-parse", "HEAD");

  rmSync(join(repo, "src/old-name.ts"));
  rmSync(join(repo, "docs/gone.md"));
  writeFiles(repo, {
    "src/app.ts": APP_V2,
    "src/new-name.ts": "// renamed\n" + OLD_NAME,
  });
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "second");
  const second = git(repo, "rev-parse", "HEAD");

  const mirror = join(root, "mirror.git");
  git(root, "clone", "-q", "--mirror", repo, mirror);
  const plain = join(root, "plain");
  execFileSync("cp", ["-a", repo, plain]);
  rmSync(join(plain, ".git"), { recursive: true, force: true });

  return { root, repo, mirror, plain, outside, first, second, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
