import { realpath, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { EvidenceError } from "./errors.js";
import { GitRepository } from "./git-repository.js";
import { firstLine, gitEnv, runGit } from "./git.js";
import { PlainRepository } from "./plain-repository.js";
import { DEFAULT_MAX_FILE_SIZE, type OpenOptions, type Repository } from "./repository-types.js";

export type { FileRead, OpenOptions, PathChange, Repository, TreeEntry } from "./repository-types.js";
export { DEFAULT_MAX_FILE_SIZE } from "./repository-types.js";

/**
 * Open a working clone, a bare git dir or (with `options.commit`) a plain directory for reading.
 * Only the path itself is considered: a directory inside some other repository is not that repository.
 */
export async function openRepository(path: string, options: OpenOptions = {}): Promise<Repository> {
  const maxFileSize = options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  const info = await stat(resolve(path)).catch(() => null);
  if (!info) throw new EvidenceError(`repository path not found: ${path}`);
  if (!info.isDirectory()) throw new EvidenceError(`repository path is not a directory: ${path}`);
  const root = await realpath(resolve(path));
  // The ceiling stops git from walking up into a parent repository.
  const env = gitEnv({ GIT_CEILING_DIRECTORIES: dirname(root) });
  // One probe: in a bare repository or a git dir, --show-toplevel fails after the first two answers.
  const probe = await runGit(["rev-parse", "--is-bare-repository", "--absolute-git-dir", "--show-toplevel"], { cwd: root, env });
  const [bare, gitDir, top] = probe.stdout.toString("utf8").trim().split("\n");
  if (gitDir) {
    const realGitDir = await realpath(gitDir);
    if (bare === "true" || realGitDir === root) return new GitRepository("bare", root, realGitDir, maxFileSize);
    if (top && (await realpath(top)) === root) return new GitRepository("worktree", root, realGitDir, maxFileSize);
  }
  if (options.commit) return new PlainRepository(root, options.commit, maxFileSize);
  if (/dubious ownership/.test(probe.stderr)) throw new EvidenceError(`${path}: ${firstLine(probe.stderr)}`);
  throw new EvidenceError(`not a git repository: ${path} (for a plain directory, give the commit it stands for with --commit)`);
}
