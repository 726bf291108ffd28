import { isCodeEvidence } from "../../model/evidence.js";
import type { Scorecard } from "../../model/scorecard.js";
import type { Rubric } from "../../rubric/load.js";
import { scoreScorecard } from "../../score/score.js";
import type { ScoredReport } from "../../score/types.js";

/** How an audit's scorecard compares with an expert's, on the measures the issue names. */
export interface Calibration {
  exact: number;
  cells: number;
  meanAbsError: number;
  caps: { agreed: string[]; missed: string[]; extra: string[] };
  total: { expert: number; audit: number; difference: number };
  citedFiles: { expert: number; alsoCited: number; share: number };
  rows: Array<{ id: string; expert: string; audit: string; same: number }>;
}

function countedLevels(r: ScoredReport): Map<string, string[]> {
  return new Map(
    r.criteria.map((c) => {
      const m = c.mechanisms.find((x) => x.kind === c.counted)!;
      return [c.id, (["S", "C", "D", "B"] as const).map((p) => (m.parameters[p].sa ? "SA" : `L${m.parameters[p].level}`))];
    }),
  );
}

function levelValue(l: string): number {
  return l === "SA" ? 4 : Number(l.slice(1));
}

function capsOf(r: ScoredReport): Set<string> {
  const out = new Set<string>();
  for (const c of r.criteria) for (const m of c.mechanisms) if (m.cap && m.cap.ceiling < 1 && (m.kind === c.counted || m.cap.id !== "G1")) out.add(`${c.id}:${m.cap.id}`);
  return out;
}

function citedFiles(card: Scorecard): Set<string> {
  const files = new Set<string>();
  const add = (items: Array<{ file?: string }> | undefined) => items?.forEach((e) => e.file && files.add(e.file));
  for (const c of card.criteria) {
    add(c.absence_evidence as Array<{ file?: string }>);
    for (const params of [c.parameters, c.alt?.parameters]) if (params) for (const p of Object.values(params)) add(p.evidence.filter(isCodeEvidence));
  }
  for (const f of card.critical_findings) add(f.evidence.filter(isCodeEvidence));
  return files;
}

/** Compares the 40 counted levels, caps, total and cited files of an audit with an expert scorecard. */
export function compareScorecards(rubric: Rubric, expert: Scorecard, audit: Scorecard): Calibration {
  const e = scoreScorecard(rubric, expert);
  const a = scoreScorecard(rubric, audit);
  const el = countedLevels(e);
  const al = countedLevels(a);
  let exact = 0;
  let abs = 0;
  const rows: Calibration["rows"] = [];
  for (const [id, levels] of el) {
    const mine = al.get(id)!;
    let same = 0;
    levels.forEach((l, i) => {
      if (l === mine[i]) (exact++, same++);
      abs += Math.abs(levelValue(l) - levelValue(mine[i]!));
    });
    rows.push({ id, expert: levels.join(" "), audit: mine.join(" "), same });
  }
  const ec = capsOf(e);
  const ac = capsOf(a);
  const expertFiles = citedFiles(expert);
  const auditFiles = citedFiles(audit);
  const also = [...expertFiles].filter((f) => auditFiles.has(f)).length;
  return {
    exact,
    cells: 40,
    meanAbsError: abs / 40,
    caps: { agreed: [...ec].filter((c) => ac.has(c)), missed: [...ec].filter((c) => !ac.has(c)), extra: [...ac].filter((c) => !ec.has(c)) },
    total: { expert: e.total, audit: a.total, difference: Math.round((a.total - e.total) * 10) / 10 },
    citedFiles: { expert: expertFiles.size, alsoCited: also, share: expertFiles.size ? also / expertFiles.size : 0 },
    rows,
  };
}

/** A readable summary of a calibration. */
export function formatCalibration(name: string, c: Calibration): string {
  const lines = [
    `${name}: exact ${c.exact}/${c.cells} (${Math.round((100 * c.exact) / c.cells)}%), mean |Δlevel| ${c.meanAbsError.toFixed(2)}, total ${c.total.audit.toFixed(1)} vs expert ${c.total.expert.toFixed(1)} (Δ ${c.total.difference >= 0 ? "+" : ""}${c.total.difference.toFixed(1)})`,
    `  caps agreed [${c.caps.agreed.join(", ")}] missed [${c.caps.missed.join(", ")}] extra [${c.caps.extra.join(", ")}]`,
    `  cited files: ${c.citedFiles.alsoCited}/${c.citedFiles.expert} of the expert's also cited (${Math.round(100 * c.citedFiles.share)}%)`,
    ...c.rows.map((r) => `  ${r.id.padEnd(4)} expert ${r.expert.padEnd(12)} audit ${r.audit.padEnd(12)} ${"✓".repeat(r.same)}`),
  ];
  return lines.join("\n");
}
