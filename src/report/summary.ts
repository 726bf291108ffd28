import type { ScoredReport } from "../score/types.js";

/** The plain-language summary: the name, then each criterion's narrative paragraph, no final newline. */
export function renderSummary(r: ScoredReport): string {
  return [r.card.name, ...r.criteria.map((c) => c.summary)].join("\n\n");
}
