import { constants } from "node:fs";
import { lstat, open, readdir, readlink } from "node:fs/promises";
import { join } from "node:path";
import type { BlobSink } from "./cat-file.js";
import { EvidenceError } from "./errors.js";
import { isBinary } from "./lines.js";
import { resolveInTree, splitRepoPath, type NodeKind } from "./paths.js";
import type { FileRead, PathChange, Repository, TreeEntry } from "./repository-types.js";

const CHUNK = 1024 * 1024;

/**
 * A directory without git that stands for one commit (the caller's label). Every path is walked
 * with lstat from the root, and files are opened with O_NOFOLLOW, so a symlink is never followed
 * out of the root.
 */
export class PlainRepository implements Repository {
  readonly kind = "plain";

  constructor(
    readonly path: string,
    private readonly label: string,
    private readonly maxFileSize: number,
  ) {}

  /** The label itself, or null for any other name (a prefix of at least 7 characters is accepted). */
  async resolveCommit(ref: string): Promise<string | null> {
    return ref === this.label || (ref.length >= 7 && this.label.startsWith(ref)) ? this.label : null;
  }

  /** Whether the commit is the directory's label. */
  async headMatches(commit: string): Promise<boolean> {
    return (await this.resolveCommit(commit)) === this.label;
  }

  /** Every regular file and symlink, plus empty directories; `.git` is never listed. */
  async listTree(commit: string): Promise<TreeEntry[]> {
    await this.check(commit);
    const entries: TreeEntry[] = [];
    const walk = async (rel: string): Promise<void> => {
      const items = (await readdir(join(this.path, rel), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
      if (items.length === 0 && rel !== "") entries.push({ path: rel, kind: "dir", size: 0, executable: false });
      for (const item of items) {
        const path = rel === "" ? item.name : `${rel}/${item.name}`;
        if (item.name === ".git" && rel === "") continue;
        if (item.isDirectory()) await walk(path);
        else if (item.isSymbolicLink()) entries.push({ path, kind: "symlink", size: 0, executable: false });
        else if (item.isFile()) {
          const st = await lstat(join(this.path, path));
          entries.push({ path, kind: "file", size: st.size, executable: (st.mode & 0o111) !== 0 });
        }
      }
    };
    await walk("");
    return entries;
  }

  /** A file's bytes, through in-root symlinks only, within the size cap, not binary. */
  async readFile(commit: string, path: string): Promise<FileRead> {
    await this.check(commit);
    const parts = splitRepoPath(path);
    if (!parts) return { ok: false, path, reason: "escapes-tree" };
    const resolved = await resolveInTree(parts, { kind: (p) => this.kindOf(p), readlink: (p) => readlink(join(this.path, p)) });
    if (!resolved.ok) return { ok: false, path, reason: resolved.reason };
    if (resolved.kind !== "file") return { ok: false, path, reason: "missing" };
    const st = await lstat(join(this.path, resolved.path));
    if (st.size > this.maxFileSize) return { ok: false, path, reason: "too-large" };
    const chunks: Buffer[] = [];
    await this.copy(resolved.path, { write: (c) => chunks.push(Buffer.from(c)), end: () => undefined });
    const content = Buffer.concat(chunks);
    if (isBinary(content)) return { ok: false, path, reason: "binary" };
    return { ok: true, path: resolved.path, content };
  }

  /** The target of a symlink entry. */
  async readLink(commit: string, path: string): Promise<string> {
    await this.check(commit);
    return readlink(join(this.path, path));
  }

  /** Stream a regular file's bytes (no cap); refuses a path whose last component is a symlink. */
  async streamFile(commit: string, path: string, sink: BlobSink): Promise<boolean> {
    await this.check(commit);
    await this.copy(path, sink);
    return true;
  }

  /** A plain directory has no history to compare. */
  async changes(): Promise<PathChange[]> {
    throw new EvidenceError(`${this.path} is not a git repository: comparing commits needs git history`);
  }

  /** Nothing to stop. */
  async close(): Promise<void> {}

  private async check(commit: string): Promise<void> {
    if ((await this.resolveCommit(commit)) === null) {
      throw new EvidenceError(`commit not found: ${commit} (the plain directory ${this.path} stands for ${this.label})`);
    }
  }

  private async kindOf(path: string): Promise<NodeKind> {
    try {
      const st = await lstat(join(this.path, path));
      if (st.isSymbolicLink()) return "symlink";
      if (st.isDirectory()) return "dir";
      return st.isFile() ? "file" : "other";
    } catch {
      return "missing";
    }
  }

  private async copy(path: string, sink: BlobSink): Promise<void> {
    const handle = await open(join(this.path, path), constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const buffer = Buffer.alloc(CHUNK);
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
        if (bytesRead === 0) break;
        sink.write(buffer.subarray(0, bytesRead));
      }
      sink.end();
    } finally {
      await handle.close();
    }
  }
}
