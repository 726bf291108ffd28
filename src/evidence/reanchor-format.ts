import type { CitationAnchor, ReanchorResult, SearchRecount } from "./reanchor.js";

/** Re-anchoring results as plain data for `--json`: counts per outcome and one record per item worth a look. */
export interface ReanchorReport {
  from: string;
  to: string;
  citations: Record<CitationAnchor["kind"], number>;
  searches: Record<SearchRecount["kind"], number>;
  /** Items that moved, changed, vanished or need a person (everything except exact, unmoved ones). */
  changes: Array<{ where: string; kind: string; needsReview: boolean; message: string }>;
  /** Items a rescoring must look at: changed or deleted code, lost quotes, changed counts, searches not re-run. */
  needsReview: number;
}

/** The one-line description of an item's outcome, or null for an item that stayed exactly where it was. */
export function describeReanchor(result: ReanchorResult, to: string): { kind: string; needsReview: boolean; message: string } | null {
  if ("search" in result) {
    const s = result.search;
    const search = `\`${result.item.search}\` in \`${result.item.scope}\``;
    if (s.kind === "same") return null;
    if (s.kind === "changed") return { kind: "count-changed", needsReview: true, message: `${search}: ${s.old} → ${s.new} matching lines` };
    return { kind: "not-rerun", needsReview: true, message: `${search}: ${s.reason}` };
  }
  const c = result.citation;
  const was = `${result.item.file}:${result.item.lines}`;
  switch (c.kind) {
    case "unchanged":
    case "moved":
    case "renamed": {
      const similar = c.similarity < 1 ? ` (${Math.round(c.similarity * 100)}% similar)` : "";
      const lost = c.containsFound ? "" : `; the new lines no longer contain ${JSON.stringify(result.item.contains)}`;
      if (c.kind === "unchanged" && similar === "" && lost === "") return null;
      return { kind: c.kind, needsReview: !c.containsFound, message: `${was} → ${c.file}:${c.lines}${similar}${lost}` };
    }
    case "changed":
      return { kind: "changed", needsReview: true, message: `${was}: the cited code changed (best match in ${c.file} ${Math.round(c.similarity * 100)}% similar)` };
    case "deleted":
      return { kind: "deleted", needsReview: true, message: `${was}: the file is gone at ${to.slice(0, 12)}` };
    case "invalid":
      return { kind: "invalid", needsReview: true, message: `${was}: ${c.reason}` };
  }
}

/** Re-anchoring results as text (one line per item worth a look, then the counts) and as plain data. */
export function formatReanchorResults(results: ReanchorResult[], from: string, to: string): { text: string; json: ReanchorReport } {
  const citations: ReanchorReport["citations"] = { unchanged: 0, moved: 0, renamed: 0, changed: 0, deleted: 0, invalid: 0 };
  const searches: ReanchorReport["searches"] = { same: 0, changed: 0, "not-rerun": 0 };
  const changes: ReanchorReport["changes"] = [];
  for (const r of results) {
    if ("search" in r) searches[r.search.kind] += 1;
    else citations[r.citation.kind] += 1;
    const d = describeReanchor(r, to);
    if (d) changes.push({ where: r.where, ...d });
  }
  const json: ReanchorReport = { from, to, citations, searches, changes, needsReview: changes.filter((c) => c.needsReview).length };
  const nCitations = Object.values(citations).reduce((a, b) => a + b, 0);
  const nSearches = Object.values(searches).reduce((a, b) => a + b, 0);
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${n} ${k === "not-rerun" ? "not re-run" : k}`)
      .join(", ") || "none";
  const lines = changes.map((c) => `${c.where}: ${c.kind}: ${c.message}`);
  lines.push(`${nCitations} citation${nCitations === 1 ? "" : "s"} from ${from.slice(0, 12)} to ${to.slice(0, 12)}: ${list(citations)}`);
  lines.push(`${nSearches} search${nSearches === 1 ? "" : "es"} re-run at ${to.slice(0, 12)}: ${list(searches)}`);
  lines.push(`${changes.length} item${changes.length === 1 ? "" : "s"} changed, ${json.needsReview} need${json.needsReview === 1 ? "s" : ""} review`);
  return { text: lines.join("\n"), json };
}
