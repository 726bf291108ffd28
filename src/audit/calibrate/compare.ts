import type { Scorecard } from "../../model/scorecard.js";
import type { Rubric } from "../../rubric/load.js";
import { scoreScorecard } from "../../score/score.js";
import { viewOfScorecard, type ExpertView } from "./reference.js";

/** How an audit's scorecard compares with an expert's, on the measures the issue names. */
export interface Calibration {
  exact: number;
  cells: number;
  meanAbsError: number;
  caps: { agreed: string[]; missed: string[]; extra: string[] };
  total: { expert: number; audit: number; difference: number };
  /** Null when the expert review is known only by its score table. */
  citedFiles: { expert: number; alsoCited: number; share: number } | null;
  /** Per criterion; `confidence` is the audit's own, so a run can show whether "low" marks the levels that miss. */
  rows: Array<{ id: string; expert: string; audit: string; same: number; confidence: string }>;
}

function levelValue(l: string): number {
  return l === "SA" ? 4 : Number(l.slice(1));
}

/** Compares the 40 counted levels, caps, total and cited files of an audit with an expert's review. */
export function compareWithExpert(rubric: Rubric, expert: ExpertView, audit: Scorecard): Calibration {
  const mine = viewOfScorecard(rubric, audit);
  const confidence = new Map(scoreScorecard(rubric, audit).criteria.map((c) => [c.id, c.confidence]));
  let exact = 0;
  let abs = 0;
  const rows: Calibration["rows"] = [];
  for (const [id, levels] of expert.levels) {
    const ours = mine.levels.get(id)!;
    let same = 0;
    levels.forEach((l, i) => {
      if (l === ours[i]) (exact++, same++);
      abs += Math.abs(levelValue(l) - levelValue(ours[i]!));
    });
    rows.push({ id, expert: levels.join(" "), audit: ours.join(" "), same, confidence: confidence.get(id)! });
  }
  const files = expert.files;
  const also = files ? [...files].filter((f) => mine.files!.has(f)).length : 0;
  return {
    exact,
    cells: 40,
    meanAbsError: abs / 40,
    caps: { agreed: [...expert.caps].filter((c) => mine.caps.has(c)), missed: [...expert.caps].filter((c) => !mine.caps.has(c)), extra: [...mine.caps].filter((c) => !expert.caps.has(c)) },
    total: { expert: expert.total, audit: mine.total, difference: Math.round((mine.total - expert.total) * 10) / 10 },
    citedFiles: files ? { expert: files.size, alsoCited: also, share: files.size ? also / files.size : 0 } : null,
    rows,
  };
}

/** Compares an audit with a full expert scorecard. */
export function compareScorecards(rubric: Rubric, expert: Scorecard, audit: Scorecard): Calibration {
  return compareWithExpert(rubric, viewOfScorecard(rubric, expert), audit);
}

/** A readable summary of a calibration. */
export function formatCalibration(name: string, c: Calibration): string {
  const cited = c.citedFiles
    ? `${c.citedFiles.alsoCited}/${c.citedFiles.expert} of the expert's also cited (${Math.round(100 * c.citedFiles.share)}%)`
    : "n/a (the reference is a score table only)";
  const lines = [
    `${name}: exact ${c.exact}/${c.cells} (${Math.round((100 * c.exact) / c.cells)}%), mean |Δlevel| ${c.meanAbsError.toFixed(2)}, total ${c.total.audit.toFixed(1)} vs expert ${c.total.expert.toFixed(1)} (Δ ${c.total.difference >= 0 ? "+" : ""}${c.total.difference.toFixed(1)})`,
    `  caps agreed [${c.caps.agreed.join(", ")}] missed [${c.caps.missed.join(", ")}] extra [${c.caps.extra.join(", ")}]`,
    `  cited files: ${cited}`,
    ...c.rows.map((r) => `  ${r.id.padEnd(4)} expert ${r.expert.padEnd(12)} audit ${r.audit.padEnd(12)} ${"✓".repeat(r.same)}`),
  ];
  return lines.join("\n");
}
