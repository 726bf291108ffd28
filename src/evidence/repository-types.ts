import type { BlobSink } from "./cat-file.js";
import type { SkipReason } from "./paths.js";

/** One entry of a tree at a commit. Directories appear only where they would be empty (submodules, plain dirs). */
export interface TreeEntry {
  path: string;
  kind: "file" | "symlink" | "dir";
  size: number;
  executable: boolean;
}

/** A file read through the tree's rules: its bytes, or why it was skipped. */
export type FileRead = { ok: true; path: string; content: Buffer } | { ok: false; path: string; reason: SkipReason };

/** How a path changed between two commits (`git diff -M --name-status` semantics). */
export interface PathChange {
  status: "added" | "deleted" | "modified" | "renamed" | "copied" | "type-changed";
  from: string;
  to: string;
  /** Rename or copy similarity, 0-100. */
  similarity?: number;
}

/** Options for opening a repository. */
export interface OpenOptions {
  /** The commit id a plain directory (no git) stands for; required there, ignored for git. */
  commit?: string;
  /** Files larger than this are skipped with reason `too-large` (default 4 MiB). */
  maxFileSize?: number;
}

/** Read-only access to a repository's files at a commit, without checking anything out. */
export interface Repository {
  /** A working clone, a bare git dir (`git clone --mirror`), or a plain directory without git. */
  readonly kind: "worktree" | "bare" | "plain";
  /** Absolute path of what was opened. */
  readonly path: string;
  /** Full commit id for a ref or short id, or null when there is none. */
  resolveCommit(ref: string): Promise<string | null>;
  /** Whether the repository's HEAD is this commit (for a plain directory: whether it is its label). */
  headMatches(commit: string): Promise<boolean>;
  /** Every file and symlink of the tree (plus empty directories where a checkout has them). */
  listTree(commit: string): Promise<TreeEntry[]>;
  /** A file's bytes, following symlinks only inside the tree, skipping binary and oversized files. */
  readFile(commit: string, path: string): Promise<FileRead>;
  /** A symlink entry's target as stored. */
  readLink(commit: string, path: string): Promise<string>;
  /**
   * Stream a regular file's raw bytes (no size cap, no binary check), for materialising a tree;
   * false when the object is absent from the store (a partial clone or a trimmed snapshot).
   */
  streamFile(commit: string, path: string, sink: BlobSink): Promise<boolean>;
  /** Paths changed between two commits, renames detected; only for git repositories. */
  changes(from: string, to: string): Promise<PathChange[]>;
  /** Stop child processes. Call it in a finally block. */
  close(): Promise<void>;
}

/** Default size cap for files read through a repository. */
export const DEFAULT_MAX_FILE_SIZE = 4 * 1024 * 1024;
