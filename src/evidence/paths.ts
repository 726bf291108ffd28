/** Why a file of the tree was not read. */
export type SkipReason = "missing" | "binary" | "too-large" | "escapes-tree" | "symlink-outside";

/** What a tree walk needs to know about one path. */
export type NodeKind = "file" | "dir" | "symlink" | "missing" | "other";

/** The two questions a tree answers while a path is resolved inside it. */
export interface TreeOps {
  kind(path: string): Promise<NodeKind>;
  readlink(path: string): Promise<string>;
}

/** Where a path ends up once its symlinks are followed inside the tree. */
export type Resolved =
  | { ok: true; path: string; kind: NodeKind }
  | { ok: false; reason: "missing" | "symlink-outside" };

/** Linux's own bound on symlink hops; deeper chains are loops for our purposes. */
const MAX_HOPS = 40;

/**
 * Split a repo-relative path into its components, or return null when it is absolute or contains
 * "..": a citation or scope path has no business leaving the repository root, even lexically.
 */
export function splitRepoPath(path: string): string[] | null {
  if (path === "" || path.startsWith("/") || path.includes("\0")) return null;
  const parts = path.split("/").filter((p) => p !== "" && p !== ".");
  return parts.includes("..") ? null : parts;
}

/**
 * Resolve a path inside a tree one component at a time, following symlinks (relative ones only)
 * while they stay inside. A target that is absolute or climbs above the root is refused, even if
 * a later hop would come back in: nothing outside the tree is ever looked at.
 */
export async function resolveInTree(components: string[], ops: TreeOps): Promise<Resolved> {
  const pending = [...components];
  const done: string[] = [];
  let hops = 0;
  let last: NodeKind = "dir";
  while (pending.length > 0) {
    const part = pending.shift() as string;
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (done.length === 0) return { ok: false, reason: "symlink-outside" };
      done.pop();
      last = "dir";
      continue;
    }
    const candidate = [...done, part].join("/");
    const kind = await ops.kind(candidate);
    if (kind === "symlink") {
      // A loop cannot be opened in a checkout either, so it reads as a missing file.
      if (++hops > MAX_HOPS) return { ok: false, reason: "missing" };
      const target = await ops.readlink(candidate);
      if (target === "") return { ok: false, reason: "missing" };
      if (target.startsWith("/")) return { ok: false, reason: "symlink-outside" };
      pending.unshift(...target.split("/"));
      continue;
    }
    if (kind === "missing") return { ok: false, reason: "missing" };
    if (pending.some((p) => p !== "" && p !== ".") && kind !== "dir") return { ok: false, reason: "missing" };
    done.push(part);
    last = kind;
  }
  return { ok: true, path: done.join("/"), kind: last };
}
