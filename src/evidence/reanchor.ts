import { isCodeEvidence, type CodeEvidence, type EvidenceItem, type SearchEvidence } from "../model/evidence.js";
import { findBlock } from "./block-match.js";
import { EvidenceError } from "./errors.js";
import { fileLines } from "./lines.js";
import { materializeTree, type MaterializedTree, type MaterializeOptions } from "./materialize.js";
import type { PathChange, Repository } from "./repository-types.js";
import { runSearch, type SearchOptions } from "./search.js";
import { checkCitation } from "./verify.js";

/** Where a code citation's lines are at the newer commit. */
export type CitationAnchor =
  | { kind: "unchanged"; file: string; lines: string; similarity: number; containsFound: boolean }
  | { kind: "moved"; file: string; lines: string; similarity: number; containsFound: boolean }
  | { kind: "renamed"; file: string; lines: string; similarity: number; containsFound: boolean }
  | { kind: "changed"; file: string; similarity: number }
  | { kind: "deleted" }
  | { kind: "invalid"; reason: string };

/** A search re-run at the newer commit against its stated hits. */
export type SearchRecount =
  | { kind: "same"; count: number }
  | { kind: "changed"; old: number; new: number }
  | { kind: "not-rerun"; reason: string };

/** One item's re-anchoring result. */
export type ReanchorResult =
  | { where: string; item: CodeEvidence; citation: CitationAnchor }
  | { where: string; item: SearchEvidence; search: SearchRecount };

/** Options for reanchorEvidence. */
export interface ReanchorOptions {
  repo: Repository;
  /** The pinned commit the citations were written against. */
  from: string;
  /** The newer commit to move them to. */
  to: string;
  /** Lowest similarity that still counts as the same block (default 0.8). */
  threshold?: number;
  materialize?: MaterializeOptions;
  search?: SearchOptions;
}

/**
 * Move citations from the pinned commit to a newer one: take the cited lines at the old commit,
 * follow the file through renames (`git diff -M` between the two commits), and find the lines in
 * the new file (exact block nearest the old place, else the most similar block above the
 * threshold). Searches are re-run at the new commit and compared with their stated hits.
 */
export async function reanchorEvidence(items: Array<{ where: string; item: EvidenceItem }>, options: ReanchorOptions): Promise<ReanchorResult[]> {
  const { repo } = options;
  const [from, to] = await Promise.all([repo.resolveCommit(options.from), repo.resolveCommit(options.to)]);
  if (from === null) throw new EvidenceError(`commit not found in ${repo.path}: ${options.from}`);
  if (to === null) throw new EvidenceError(`commit not found in ${repo.path}: ${options.to}`);
  const changes = new Map<string, PathChange>();
  if (items.some(({ item }) => isCodeEvidence(item)) && from !== to) {
    for (const change of await repo.changes(from, to)) changes.set(change.from, change);
  }
  let tree: MaterializedTree | null = null;
  try {
    const results: ReanchorResult[] = [];
    for (const { where, item } of items) {
      if (isCodeEvidence(item)) {
        results.push({ where, item, citation: await anchorCitation(repo, item, from, to, changes, options.threshold ?? 0.8) });
      } else {
        tree ??= await materializeTree(repo, to, options.materialize);
        results.push({ where, item, search: await recount(item, tree.root, options.search) });
      }
    }
    return results;
  } finally {
    await tree?.dispose();
  }
}

async function anchorCitation(
  repo: Repository,
  item: CodeEvidence,
  from: string,
  to: string,
  changes: Map<string, PathChange>,
  threshold: number,
): Promise<CitationAnchor> {
  const old = await repo.readFile(from, item.file);
  const oldCheck = checkCitation(item, old);
  if (oldCheck.kind !== "ok" || !old.ok) return { kind: "invalid", reason: `${oldCheck.kind} at the pinned commit` };
  const [start = 1, end = start] = item.lines.split("-").map(Number);
  const block = fileLines(old.content).slice(start - 1, end);
  const change = changes.get(item.file);
  if (change?.status === "deleted") return { kind: "deleted" };
  const file = change?.status === "renamed" ? change.to : item.file;
  const now = await repo.readFile(to, file);
  if (!now.ok) return now.reason === "missing" ? { kind: "deleted" } : { kind: "changed", file, similarity: 0 };
  const lines = fileLines(now.content);
  const match = findBlock(block, lines, start - 1);
  if (!match || match.similarity < threshold) return { kind: "changed", file, similarity: match?.similarity ?? 0 };
  const first = match.start + 1;
  const last = match.start + match.length;
  const range = first === last ? `${first}` : `${first}-${last}`;
  const containsFound = item.contains === undefined || lines.slice(first - 1, last).join("\n").includes(item.contains);
  const kind = file !== item.file ? "renamed" : range === normaliseRange(item.lines) ? "unchanged" : "moved";
  return { kind, file, lines: range, similarity: match.similarity, containsFound };
}

/** "5-5" and "5" are the same range. */
function normaliseRange(lines: string): string {
  const [a, b] = lines.split("-");
  return b === undefined || a === b ? `${a}` : `${a}-${b}`;
}

async function recount(item: SearchEvidence, root: string, options: SearchOptions | undefined): Promise<SearchRecount> {
  const out = await runSearch(root, item.search, item.scope, options);
  if (out.kind === "unsupported") return { kind: "not-rerun", reason: out.reason };
  if (out.kind === "scope-missing") return { kind: "not-rerun", reason: `no scope path exists: ${out.scope.join(" ")}` };
  if (out.kind === "error") return { kind: "not-rerun", reason: out.message };
  return out.count === item.hits ? { kind: "same", count: out.count } : { kind: "changed", old: item.hits, new: out.count };
}

/**
 * Apply re-anchoring results to the items (pure): moved and renamed citations get their new file
 * and lines (`contains` and `note` kept), changed search counts get the new hits. Every item that
 * changed or needs a person's look gets a note naming where it is.
 */
export function applyReanchor(
  items: Array<{ where: string; item: EvidenceItem }>,
  results: ReanchorResult[],
): { items: Array<{ where: string; item: EvidenceItem }>; notes: Array<{ where: string; note: string }> } {
  if (items.length !== results.length) throw new EvidenceError(`applyReanchor: ${items.length} items but ${results.length} results`);
  const notes: Array<{ where: string; note: string }> = [];
  const updated = items.map(({ where, item }, i) => {
    const result = results[i] as ReanchorResult;
    if (result.where !== where) throw new EvidenceError(`applyReanchor: result ${i} is for ${result.where}, not ${where}`);
    const note = (text: string) => notes.push({ where, note: text });
    if ("citation" in result && isCodeEvidence(item)) {
      const c = result.citation;
      const was = `${item.file}:${item.lines}`;
      if (c.kind === "moved" || c.kind === "renamed" || c.kind === "unchanged") {
        const similar = c.similarity < 1 ? `, ${Math.round(c.similarity * 100)}% similar` : "";
        if (c.kind !== "unchanged" || c.similarity < 1) note(`${was} → ${c.file}:${c.lines} (${c.kind}${similar})`);
        if (!c.containsFound) note(`${c.file}:${c.lines} no longer contains ${JSON.stringify(item.contains)}`);
        return { where, item: { ...item, file: c.file, lines: c.lines } };
      }
      if (c.kind === "changed") note(`${was}: the cited code changed (best match ${Math.round(c.similarity * 100)}% similar); kept, needs review`);
      else if (c.kind === "deleted") note(`${was}: the file is gone; kept, needs review`);
      else note(`${was}: ${c.reason}; kept`);
      return { where, item };
    }
    if ("search" in result && !isCodeEvidence(item)) {
      const s = result.search;
      if (s.kind === "changed") {
        note(`\`${item.search}\` now prints ${s.new} line${s.new === 1 ? "" : "s"} (was ${s.old})`);
        return { where, item: { ...item, hits: s.new } };
      }
      if (s.kind === "not-rerun") note(`\`${item.search}\` not re-run: ${s.reason}`);
    }
    return { where, item };
  });
  return { items: updated, notes };
}
