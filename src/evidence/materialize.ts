import { closeSync, constants, mkdirSync, openSync, symlinkSync, writeSync } from "node:fs";
import { lstat, mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BlobSink } from "./cat-file.js";
import { EvidenceError } from "./errors.js";
import { resolveInTree, splitRepoPath, type NodeKind } from "./paths.js";
import type { Repository, TreeEntry } from "./repository-types.js";

/** Where and whether trees are cached. */
export interface MaterializeOptions {
  /** Cache root (default `os.tmpdir()/didscore-trees`); a tree lives at `<cacheDir>/<commit>`. */
  cacheDir?: string;
  /** Reuse and keep trees by commit (default true). Plain directories are never cached. */
  cache?: boolean;
}

/** A tree written to disk; call dispose() when done (it removes uncached trees only). */
export interface MaterializedTree {
  root: string;
  fromCache: boolean;
  /** Entries not written, with why (symlinks out of the tree, unsafe names); empty on a cache hit. */
  skipped: Array<{ path: string; reason: "symlink-outside" | "unsafe-path" | "object-missing" }>;
  dispose(): Promise<void>;
}

/** The default cache root. */
export function defaultCacheDir(): string {
  return join(tmpdir(), "didscore-trees");
}

const FULL_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const COPY_CONCURRENCY = 64;
const inFlight = new Map<string, Promise<MaterializedTree>>();

/**
 * Write the tree of a commit to a directory, so searches run over exactly what a checkout holds
 * (`.gitignore` files included) and nothing else. Cached trees are built beside their final name
 * and renamed into place, so a half-written tree is never reused.
 */
export async function materializeTree(repo: Repository, commit: string, options: MaterializeOptions = {}): Promise<MaterializedTree> {
  if (options.cache === false || repo.kind === "plain") {
    const root = await mkdtemp(join(tmpdir(), "didscore-tree-"));
    try {
      const skipped = await writeTree(repo, commit, root);
      return { root, fromCache: false, skipped, dispose: () => rm(root, { recursive: true, force: true }) };
    } catch (error) {
      await rm(root, { recursive: true, force: true });
      throw error;
    }
  }
  if (!FULL_ID.test(commit)) throw new EvidenceError(`a cached tree needs a full commit id, got ${commit}`);
  const cacheDir = options.cacheDir ?? defaultCacheDir();
  const target = join(cacheDir, commit);
  let pending = inFlight.get(target);
  if (!pending) {
    pending = buildCached(repo, commit, cacheDir, target).finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  return pending;
}

/** Materialise, run `fn` on the tree's root, and dispose of the tree whatever happens. */
export async function withMaterializedTree<T>(
  repo: Repository,
  commit: string,
  options: MaterializeOptions,
  fn: (root: string) => Promise<T>,
): Promise<T> {
  const tree = await materializeTree(repo, commit, options);
  try {
    return await fn(tree.root);
  } finally {
    await tree.dispose();
  }
}

async function buildCached(repo: Repository, commit: string, cacheDir: string, target: string): Promise<MaterializedTree> {
  await ensurePrivateDir(cacheDir);
  const keep = async (): Promise<void> => undefined;
  if (await isDirectory(target)) return { root: target, fromCache: true, skipped: [], dispose: keep };
  const staging = await mkdtemp(`${target}.tmp-`);
  try {
    const skipped = await writeTree(repo, commit, staging);
    try {
      await rename(staging, target);
    } catch (error) {
      // Another run finished the same commit first: its tree is identical, use it.
      if (!(await isDirectory(target))) throw error;
      await rm(staging, { recursive: true, force: true });
    }
    return { root: target, fromCache: false, skipped, dispose: keep };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The cache lives in a shared temp dir: refuse one another user owns or could write to, since
 * its trees decide what every later search counts.
 */
async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const st = await lstat(dir);
  const mine = typeof process.getuid !== "function" || st.uid === process.getuid();
  if (!st.isDirectory() || !mine || (st.mode & 0o022) !== 0) {
    throw new EvidenceError(`unsafe tree cache directory (not a private directory of this user): ${dir}`);
  }
}

async function isDirectory(path: string): Promise<boolean> {
  const st = await lstat(path).catch(() => null);
  return st?.isDirectory() ?? false;
}

/** Write every entry under `dest`; returns what was left out. Nothing is written outside `dest`. */
async function writeTree(repo: Repository, commit: string, dest: string): Promise<MaterializedTree["skipped"]> {
  const entries = await repo.listTree(commit);
  const skipped: MaterializedTree["skipped"] = [];
  const safe = entries.filter((e) => {
    const parts = splitRepoPath(e.path);
    const ok = parts !== null && parts.length > 0 && !parts.some((p) => p.toLowerCase() === ".git");
    if (!ok) skipped.push({ path: e.path, reason: "unsafe-path" });
    return ok;
  });
  // An empty .git makes the root a repository root for rg: .gitignore applies, and ignore files
  // in directories above the tree (the temp dir's parents) do not.
  mkdirSync(join(dest, ".git"));
  const dirs = new Set<string>();
  for (const e of safe) {
    if (e.kind === "dir") dirs.add(e.path);
    const slash = e.path.lastIndexOf("/");
    if (slash > 0) dirs.add(e.path.slice(0, slash));
  }
  for (const d of [...dirs].sort()) mkdirSync(join(dest, d), { recursive: true });

  const files = safe.filter((e) => e.kind === "file");
  await eachLimited(files, COPY_CONCURRENCY, async (e) => {
    const sink = fileSink(join(dest, e.path), e);
    try {
      if (!(await repo.streamFile(commit, e.path, sink))) skipped.push({ path: e.path, reason: "object-missing" });
    } finally {
      sink.release();
    }
  });

  // Symlinks last: no file is ever written through one, and each is kept only if it resolves inside.
  const byPath = new Map(safe.map((e) => [e.path, e]));
  const ops = {
    kind: async (p: string): Promise<NodeKind> => byPath.get(p)?.kind ?? (dirs.has(p) ? "dir" : "missing"),
    readlink: (p: string) => repo.readLink(commit, p),
  };
  for (const link of safe.filter((e) => e.kind === "symlink")) {
    const parts = splitRepoPath(link.path) as string[];
    const resolved = await resolveInTree(parts, ops);
    if (!resolved.ok) {
      if (resolved.reason === "symlink-outside") skipped.push({ path: link.path, reason: "symlink-outside" });
      continue;
    }
    symlinkSync(await repo.readLink(commit, link.path), join(dest, link.path));
  }
  return skipped;
}

/**
 * A sink that creates its file on first use, exclusively (never over or through an existing
 * entry), so only one descriptor is open per file being received; release() closes a leftover.
 */
function fileSink(path: string, entry: TreeEntry): BlobSink & { release(): void } {
  let fd = -1;
  const open = () => {
    if (fd < 0) fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, entry.executable ? 0o755 : 0o644);
    return fd;
  };
  const release = () => {
    if (fd >= 0) closeSync(fd);
    fd = -1;
  };
  return {
    write: (chunk) => {
      const target = open();
      for (let at = 0; at < chunk.length; ) at += writeSync(target, chunk, at);
    },
    end: () => {
      open();
      release();
    },
    release,
  };
}

/**
 * Run `fn` over the items, at most `limit` at a time. After a failure nothing new starts, and the
 * first error is thrown only once every started call has settled, so the caller can safely
 * remove what they were writing into.
 */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    while (next < items.length && !failure) {
      try {
        await fn(items[next++] as T);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
