import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { git } from "../../src/evidence/fixture-repo.js";

/** Copies a folder into a fresh git repository with one reproducible commit; returns its path and commit. */
export function repoFrom(folder: string, prepare?: (dir: string) => void): { dir: string; commit: string } {
  const dir = mkdtempSync(join(tmpdir(), "didscore-platform-"));
  cpSync(folder, dir, { recursive: true });
  prepare?.(dir);
  git(dir, "init", "-q");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "fixture");
  return { dir, commit: git(dir, "rev-parse", "HEAD") };
}
