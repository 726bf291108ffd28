import { isCodeEvidence, type CodeEvidence, type EvidenceItem, type SearchEvidence } from "../model/evidence.js";
import { fileLines } from "./lines.js";
import { materializeTree, type MaterializedTree, type MaterializeOptions } from "./materialize.js";
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
  const headMatches = await repo.headMatches(commit);
  const reads = new Map<string, Promise<FileRead>>();
  const readOnce = (file: string) => {
    let read = reads.get(file);
    if (!read) {
      read = repo.readFile(commit, file);
      read.catch(() => undefined); // awaited below in item order; this only marks it handled meanwhile
      reads.set(file, read);
    }
    return read;
  };
  // Ask for every cited file up front so the reads pipeline through the one cat-file process.
  for (const { item } of items) if (isCodeEvidence(item)) readOnce(item.file);
  let tree: MaterializedTree | null = null;
  try {
    const results: ItemResult[] = [];
    for (const { where, item } of items) {
      let check: ItemCheck;
      if (isCodeEvidence(item)) check = checkCitation(item, await readOnce(item.file));
      else {
        tree ??= await materializeTree(repo, commit, options.materialize);
        check = await checkSearch(item, tree.root, options.search);
      }
      results.push({ where, item, ...check });
    }
    return { commit, commitCheck: "ok", headMatches, items: results };
  } finally {
    await tree?.dispose();
  }
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
