import { isCodeEvidence, type CodeEvidence, type EvidenceItem, type SearchEvidence } from "../model/evidence.js";
import { fileLines } from "./lines.js";
import { materializeTree, type MaterializeOptions } from "./materialize.js";
import type { FileRead, Repository } from "./repository-types.js";
import { runSearch, type SearchOptions } from "./search.js";

/** The outcome of checking one evidence item. */
export type ItemCheck =
  | { kind: "ok"; count?: number }
  | { kind: "missing-file"; reason: "missing" | "escapes-tree" | "symlink-outside" }
  | { kind: "unreadable-file"; reason: "binary" | "too-large" }
  | { kind: "out-of-range"; lineCount: number }
  | { kind: "quote-not-found"; contains: string }
  | { kind: "count-mismatch"; stated: number; actual: number }
  | { kind: "unsupported-search"; reason: string }
  | { kind: "scope-missing"; scope: string[] }
  | { kind: "search-failed"; message: string };

/** One item's check, with where it sits in the scorecard. */
export type ItemResult = ItemCheck & { where: string; item: EvidenceItem };

/** Everything `verify` found. */
export interface VerifyResult {
  /** The full commit id when it exists, else the commit as given. */
  commit: string;
  /** The top-level check: `commit-missing` means no item could be checked. */
  commitCheck: "ok" | "commit-missing";
  /** Whether the repository's HEAD is the pinned commit (the calculator requires it of a clone). */
  headMatches: boolean;
  items: ItemResult[];
}

/** How an item check counts in a summary: a real disagreement, or a check that could not be made. */
export function checkSeverity(kind: ItemCheck["kind"]): "ok" | "failed" | "not-checked" {
  if (kind === "ok") return "ok";
  return kind === "unsupported-search" || kind === "scope-missing" || kind === "search-failed" || kind === "unreadable-file"
    ? "not-checked"
    : "failed";
}

/** Options for verifyEvidence. */
export interface VerifyOptions {
  repo: Repository;
  commit: string;
  materialize?: MaterializeOptions;
  search?: SearchOptions;
}

/**
 * Check every evidence item at the pinned commit: code citations through the repository reader
 * (file exists, lines in range by the method's line rule, `contains` inside the cited lines),
 * searches by re-running them in the materialised tree (built once, only if there are searches).
 */
export async function verifyEvidence(items: Array<{ where: string; item: EvidenceItem }>, options: VerifyOptions): Promise<VerifyResult> {
  const { repo } = options;
  const commit = await repo.resolveCommit(options.commit);
  if (commit === null) return { commit: options.commit, commitCheck: "commit-missing", headMatches: false, items: [] };
  const reads = new Map<string, Promise<FileRead>>();
  const readOnce = (file: string) => {
    let read = reads.get(file);
    if (!read) reads.set(file, (read = repo.readFile(commit, file)));
    return read;
  };
  // Citations (pipelined through cat-file) and searches (rg in the materialised tree) use
  // different resources, so they run side by side; searches run one after another since rg is
  // already multi-threaded.
  const citations = Promise.all(items.map(({ item }) => (isCodeEvidence(item) ? readOnce(item.file).then((r) => checkCitation(item, r)) : null)));
  const searchItems = items.flatMap(({ item }, i) => (isCodeEvidence(item) ? [] : [{ i, item }]));
  const tree = searchItems.length > 0 ? materializeTree(repo, commit, options.materialize) : null;
  const searches = (async () => {
    const checks = new Map<number, ItemCheck>();
    if (!tree) return checks;
    const root = (await tree).root;
    for (const { i, item } of searchItems) checks.set(i, await checkSearch(item, root, options.search));
    return checks;
  })();
  const [head, code, found] = await Promise.allSettled([repo.headMatches(commit), citations, searches]);
  // Everything has settled, so the tree is no longer in use whatever failed.
  await tree?.then((t) => t.dispose(), () => undefined);
  if (head.status === "rejected") throw head.reason;
  if (code.status === "rejected") throw code.reason;
  if (found.status === "rejected") throw found.reason;
  const results = items.map(({ where, item }, i): ItemResult => {
    const check = code.value[i] ?? found.value.get(i);
    if (!check) throw new Error(`unreachable: item ${i} was not checked`);
    return { where, item, ...check };
  });
  return { commit, commitCheck: "ok", headMatches: head.value, items: results };
}

/** Check a code citation against the file as read at the commit. */
export function checkCitation(item: CodeEvidence, read: FileRead): ItemCheck {
  if (!read.ok) {
    return read.reason === "binary" || read.reason === "too-large"
      ? { kind: "unreadable-file", reason: read.reason }
      : { kind: "missing-file", reason: read.reason };
  }
  const lines = fileLines(read.content);
  if (!/^\d+(-\d+)?$/.test(item.lines)) return { kind: "out-of-range", lineCount: lines.length };
  const [start = 0, end = start] = item.lines.split("-").map(Number);
  if (start < 1 || end < start || end > lines.length) return { kind: "out-of-range", lineCount: lines.length };
  if (item.contains !== undefined && !lines.slice(start - 1, end).join("\n").includes(item.contains)) {
    return { kind: "quote-not-found", contains: item.contains };
  }
  return { kind: "ok" };
}

async function checkSearch(item: SearchEvidence, root: string, options: SearchOptions | undefined): Promise<ItemCheck> {
  const out = await runSearch(root, item.search, item.scope, options);
  switch (out.kind) {
    case "unsupported":
      return { kind: "unsupported-search", reason: out.reason };
    case "scope-missing":
      return { kind: "scope-missing", scope: out.scope };
    case "error":
      return { kind: "search-failed", message: out.message };
    case "ok":
      return out.count === item.hits ? { kind: "ok", count: out.count } : { kind: "count-mismatch", stated: item.hits, actual: out.count };
  }
}
