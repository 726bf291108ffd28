import { exampleScorecard } from "../../src/model/example.js";
import type { CriterionId, Scorecard } from "../../src/model/scorecard.js";
import { defaultRubric } from "../../src/rubric/load.js";
import { scoreScorecard } from "../../src/score/score.js";
import type { ScoredReport } from "../../src/score/types.js";
import { scorecardRecord } from "../../src/store/record.js";
import type { ScorecardRecord } from "../../src/store/types.js";

/** A full 40-hex commit derived from a number. */
export function commitFor(n: number): string {
  return n.toString(16).padStart(40, "0");
}

/** What a test may vary in a generated scorecard. */
export interface CardOptions {
  id: string;
  commit?: number;
  date?: string;
  level?: 0 | 1 | 2 | 3 | 4;
  category?: Scorecard["category"];
  name?: string;
  text?: string;
  methodVersion?: string;
}

/** A valid scorecard (the example template) with the given id, commit, date, levels and texts. */
export function cardFor(o: CardOptions): Scorecard {
  const card = exampleScorecard();
  const level = o.level ?? 2;
  const text = o.text;
  return {
    ...card,
    id: o.id,
    name: o.name ?? `Agent ${o.id}`,
    ...(o.methodVersion ? { scorecard_version: o.methodVersion } : {}),
    category: o.category ?? "coding",
    pinned_commit: commitFor(o.commit ?? 1),
    scored_date: o.date ?? "2026-01-01",
    ...(text ? { description: text, headline: text } : {}),
    criteria: card.criteria.map((c) => {
      if (!c.parameters) return text ? { ...c, summary: text } : c;
      const p = (x: typeof c.parameters.S) => ({ ...x, level, ...(text ? { finding: text, gap: text } : {}) });
      const { alt: _alt, ...rest } = c;
      return { ...rest, ...(text ? { summary: text } : {}), parameters: { S: p(c.parameters.S), C: p(c.parameters.C), D: p(c.parameters.D), B: p(c.parameters.B) } };
    }),
    fixes: card.fixes.filter((f) => f.from_level < level && f.to_level > level).map((f) => ({ ...f, from_level: level })),
    critical_findings: text ? card.critical_findings.map((f) => ({ ...f, summary: text })) : card.critical_findings,
    limitations: text ? [text] : card.limitations,
  };
}

/** The scored report of a generated scorecard. */
export function reportFor(o: CardOptions): ScoredReport {
  return scoreScorecard(defaultRubric(), cardFor(o));
}

/** A store record of a generated scorecard. */
export function recordFor(o: CardOptions, publishedAt = "2026-02-01T00:00:00.000Z"): ScorecardRecord {
  return scorecardRecord(reportFor(o), publishedAt);
}

/** The criterion ids a generated scorecard scores (the template leaves C6 structurally absent). */
export const SCORED_CRITERIA: CriterionId[] = ["C1", "C2", "C3", "C4", "C5", "C7", "C8", "C9", "C10"];
