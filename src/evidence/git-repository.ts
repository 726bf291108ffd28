import { CatFileReader, type BlobSink } from "./cat-file.js";
import { EvidenceError } from "./errors.js";
import { firstLine, runGit, type GitOutput } from "./git.js";
import { isBinary } from "./lines.js";
import { resolveInTree, splitRepoPath, type NodeKind } from "./paths.js";
import type { FileRead, PathChange, Repository, TreeEntry } from "./repository-types.js";

interface Blob {
  kind: "file" | "symlink" | "submodule";
  oid: string;
  size: number;
  executable: boolean;
}

interface Tree {
  blobs: Map<string, Blob>;
  dirs: Set<string>;
}

const STATUS: Record<string, PathChange["status"]> = {
  A: "added",
  D: "deleted",
  M: "modified",
  R: "renamed",
  C: "copied",
  T: "type-changed",
};

/** A git repository (working clone or bare git dir) read through its object store only. */
export class GitRepository implements Repository {
  private readonly reader: CatFileReader;
  private readonly trees = new Map<string, Promise<Tree>>();
  private readonly links = new Map<string, string>();

  constructor(
    readonly kind: "worktree" | "bare",
    readonly path: string,
    private readonly gitDir: string,
    private readonly maxFileSize: number,
  ) {
    this.reader = new CatFileReader(gitDir);
  }

  /** Full commit id for a ref or (short) id, or null. */
  async resolveCommit(ref: string): Promise<string | null> {
    // A ref that looks like an option or spans lines is never a commit name we accept.
    if (ref === "" || ref.startsWith("-") || /[\s\0]/.test(ref)) return null;
    const out = await this.git(["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]);
    return out.code === 0 ? out.stdout.toString("utf8").trim() : null;
  }

  /** Whether HEAD (for a mirror: the default branch) is this commit. */
  async headMatches(commit: string): Promise<boolean> {
    // A full id needs no resolving of its own: one rev-parse (of HEAD) answers.
    const wanted = /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit) ? commit : await this.resolveCommit(commit);
    const head = await this.resolveCommit("HEAD");
    return head !== null && head === wanted;
  }

  /** Files and symlinks at the commit; submodules as (empty) directories, as a fresh clone has them. */
  async listTree(commit: string): Promise<TreeEntry[]> {
    const tree = await this.tree(commit);
    return [...tree.blobs].map(([path, b]) => ({
      path,
      kind: b.kind === "submodule" ? "dir" : b.kind,
      size: b.size,
      executable: b.executable,
    }));
  }

  /** A file's bytes at the commit, through in-tree symlinks, within the size cap, not binary. */
  async readFile(commit: string, path: string): Promise<FileRead> {
    const parts = splitRepoPath(path);
    if (!parts) return { ok: false, path, reason: "escapes-tree" };
    const tree = await this.tree(commit);
    const resolved = await resolveInTree(parts, {
      kind: async (p) => kindOf(tree, p),
      readlink: (p) => this.readLink(commit, p),
    });
    if (!resolved.ok) return { ok: false, path, reason: resolved.reason };
    const blob = tree.blobs.get(resolved.path);
    if (resolved.kind !== "file" || !blob) return { ok: false, path, reason: "missing" };
    if (blob.size > this.maxFileSize) return { ok: false, path, reason: "too-large" };
    const content = await this.reader.read(blob.oid);
    if (!content) return { ok: false, path, reason: "missing" };
    if (isBinary(content)) return { ok: false, path, reason: "binary" };
    return { ok: true, path: resolved.path, content };
  }

  /** The stored target of a symlink entry. */
  async readLink(commit: string, path: string): Promise<string> {
    const blob = (await this.tree(commit)).blobs.get(path);
    if (blob?.kind !== "symlink") throw new EvidenceError(`not a symlink at ${commit}: ${path}`);
    const cached = this.links.get(blob.oid);
    if (cached !== undefined) return cached;
    const target = ((await this.reader.read(blob.oid)) ?? Buffer.alloc(0)).toString("utf8");
    this.links.set(blob.oid, target);
    return target;
  }

  /** Stream a regular file's raw bytes; requests pipeline through the one cat-file process. */
  async streamFile(commit: string, path: string, sink: BlobSink): Promise<boolean> {
    const blob = (await this.tree(commit)).blobs.get(path);
    if (blob?.kind !== "file") throw new EvidenceError(`not a file at ${commit}: ${path}`);
    return this.reader.stream(blob.oid, sink);
  }

  /** `git diff -M --name-status` between two commits, with no rename limit. */
  async changes(from: string, to: string): Promise<PathChange[]> {
    const out = await this.git(["diff", "--no-ext-diff", "--no-textconv", "-M", "-l0", "--name-status", "-z", from, to, "--"]);
    if (out.code !== 0) throw new EvidenceError(`git diff ${from} ${to} failed in ${this.path}: ${firstLine(out.stderr)}`);
    const fields = out.stdout.toString("utf8").split("\0");
    const changes: PathChange[] = [];
    for (let i = 0; i + 1 < fields.length; ) {
      const code = fields[i++] as string;
      const status = STATUS[code[0] ?? ""];
      const from = fields[i++] as string;
      const two = code[0] === "R" || code[0] === "C";
      const to = two ? (fields[i++] as string) : from;
      if (!status) continue;
      changes.push(two ? { status, from, to, similarity: Number(code.slice(1)) } : { status, from, to });
    }
    return changes;
  }

  /** Stop the cat-file process. */
  close(): Promise<void> {
    return this.reader.close();
  }

  private git(args: string[]): Promise<GitOutput> {
    return runGit(["--git-dir", this.gitDir, ...args]);
  }

  private tree(commit: string): Promise<Tree> {
    let tree = this.trees.get(commit);
    if (!tree) {
      tree = this.loadTree(commit);
      this.trees.set(commit, tree);
      tree.catch(() => this.trees.delete(commit));
    }
    return tree;
  }

  private async loadTree(commit: string): Promise<Tree> {
    const out = await this.git(["ls-tree", "-r", "-z", "--long", "--full-tree", "--end-of-options", commit]);
    if (out.code !== 0) throw new EvidenceError(`commit not found in ${this.path}: ${commit} (${firstLine(out.stderr)})`);
    return parseLsTree(out.stdout.toString("utf8"));
  }
}

/** Parse `git ls-tree -r -z --long` output into blobs by path and the directories they imply. */
export function parseLsTree(text: string): Tree {
  const blobs = new Map<string, Blob>();
  const dirs = new Set<string>();
  for (const record of text.split("\0")) {
    const tab = record.indexOf("\t");
    if (tab < 0) continue;
    const [mode = "", , oid = "", size = "0"] = record.slice(0, tab).split(" ").filter((f) => f !== "");
    const path = record.slice(tab + 1);
    const kind = mode === "120000" ? "symlink" : mode === "160000" ? "submodule" : "file";
    blobs.set(path, { kind, oid, size: size === "-" ? 0 : Number(size), executable: mode === "100755" });
    for (let i = path.indexOf("/"); i >= 0; i = path.indexOf("/", i + 1)) dirs.add(path.slice(0, i));
  }
  return { blobs, dirs };
}

function kindOf(tree: Tree, path: string): NodeKind {
  const blob = tree.blobs.get(path);
  if (blob) return blob.kind === "submodule" ? "dir" : blob.kind;
  return tree.dirs.has(path) ? "dir" : "missing";
}
