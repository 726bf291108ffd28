import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "didscore tests",
  GIT_AUTHOR_EMAIL: "tests@didscore.invalid",
  GIT_COMMITTER_NAME: "didscore tests",
  GIT_COMMITTER_EMAIL: "tests@didscore.invalid",
  GIT_AUTHOR_DATE: "2026-11-01T12:00:00Z",
  GIT_COMMITTER_DATE: "2026-11-01T12:00:00Z",
  GIT_CONFIG_NOSYSTEM: "1",
  HOME: tmpdir(),
};

/** Runs git in a directory with a fixed identity and dates, so commits are reproducible. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main", ...args], { cwd, env: ENV, encoding: "utf8" }).trim();
}

/** Copies a folder into a fresh git repository with one commit; returns its path and commit. */
export function repoFrom(folder: string, prepare?: (dir: string) => void): { dir: string; commit: string } {
  const dir = mkdtempSync(join(tmpdir(), "didscore-platform-"));
  cpSync(folder, dir, { recursive: true });
  prepare?.(dir);
  git(dir, "init", "-q");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "fixture");
  return { dir, commit: git(dir, "rev-parse", "HEAD") };
}
