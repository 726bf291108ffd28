import { PARAMETER_IDS, type ParameterId } from "../model/scorecard.js";
import type { ScoredReport } from "../score/types.js";
import { levelLabel } from "./format.js";

/** One agent's cell in a criterion row. */
export interface CompareCell {
  score: number;
  levels: Record<ParameterId, string>;
  cap: string | null;
  absent: boolean;
}

/** One criterion across the compared agents, with what differs. */
export interface CompareRow {
  id: string;
  name: string;
  cells: CompareCell[];
  /** True when the scores are not all equal. */
  differs: boolean;
  /** Indexes of the highest score when scores differ. */
  best: number[];
  /** Dimensions whose levels are not all equal. */
  levelDiffers: ParameterId[];
}

/** Two to four agents side by side. */
export interface CompareView {
  agents: Array<{ id: string; name: string; total: number; band: ScoredReport["band"]; applicable: ScoredReport["applicable"]; commit: string; categoryLabel: string }>;
  rows: CompareRow[];
  totalDiffers: boolean;
}

/** Lines up the counted configuration of every criterion of each report. Pure. */
export function compareView(reports: readonly ScoredReport[]): CompareView {
  const rows = reports[0]!.criteria.map((c0, i): CompareRow => {
    const cells = reports.map((r): CompareCell => {
      const c = r.criteria[i]!;
      const m = c.mechanisms.find((x) => x.kind === c.counted)!;
      const levels = Object.fromEntries(PARAMETER_IDS.map((p) => [p, levelLabel(m.parameters[p].level, m.parameters[p].sa)])) as Record<ParameterId, string>;
      return { score: c.score, levels, cap: c.cap?.id ?? null, absent: c.status === "structural_absence" };
    });
    const scores = cells.map((c) => c.score);
    const top = Math.max(...scores);
    const differs = scores.some((s) => s !== scores[0]);
    return {
      id: c0.id,
      name: c0.name,
      cells,
      differs,
      best: differs ? scores.flatMap((s, k) => (s === top ? [k] : [])) : [],
      levelDiffers: PARAMETER_IDS.filter((p) => cells.some((c) => c.levels[p] !== cells[0]!.levels[p])),
    };
  });
  return {
    agents: reports.map((r) => ({ id: r.card.id, name: r.card.name, total: r.total, band: r.band, applicable: r.applicable, commit: r.card.pinned_commit, categoryLabel: r.categoryLabel })),
    rows,
    totalDiffers: reports.some((r) => r.totalTenths !== reports[0]!.totalTenths),
  };
}

/** Reads ?ids=a,b and repeated ?ids=a&ids=b into a de-duplicated list (the catalog's checkbox form sends the latter). */
export function parseCompareIds(params: URLSearchParams): string[] {
  const ids = params
    .getAll("ids")
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}
