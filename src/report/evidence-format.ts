import { isCodeEvidence, type EvidenceItem } from "../model/evidence.js";
import { githubPermalink } from "./links.js";

/** Formats one evidence item as the reports print it: a permalink or a search with its count. */
export function formatEvidence(item: EvidenceItem, repoUrl: string, commit: string): string {
  const note = item.note ? ` (${item.note})` : "";
  if (isCodeEvidence(item)) {
    const url = githubPermalink(repoUrl, commit, item);
    const ref = url ? `[${item.file}:${item.lines}](${url})` : `\`${item.file}:${item.lines}\``;
    return ref + note;
  }
  return `searched \`${item.search}\` in \`${item.scope}\` → ${item.hits} hits${note}`;
}

/** Formats an evidence list joined by "; ". */
export function formatEvidenceList(items: EvidenceItem[], repoUrl: string, commit: string): string {
  return items.map((i) => formatEvidence(i, repoUrl, commit)).join("; ");
}
