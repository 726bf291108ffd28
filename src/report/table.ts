import type { ReportStyle, StyleMix } from "../model/scorecard.js";
import { formatFixed } from "../score/pyround.js";
import type { ScoredReport } from "../score/types.js";
import { styleTokens } from "./style.js";

/** The Controls line for reports with structurally absent criteria, or null when none is SA. */
export function controlsLine(r: ScoredReport): string | null {
  const a = r.applicable;
  const absent = 10 - a.count;
  if (absent <= 0) return null;
  return `Controls where a risk surface exists: ${formatFixed(a.score, 2)} / ${formatFixed(a.max, 1)} (${a.percent}%); ${absent} ${absent === 1 ? "criterion" : "criteria"} scored SA (surface absent).`;
}

/** Renders the score table; standalone adds a title line and the total (the terminal view). */
export function renderScoreTable(r: ScoredReport, options: { standalone?: boolean; style?: ReportStyle | StyleMix } = {}): string {
  const { standalone = true, style = r.style } = options;
  const t = styleTokens(style);
  const out = standalone ? [`**${r.card.name}** @ \`${r.card.pinned_commit.slice(0, 12)}\` · scored ${r.card.scored_date}`, ""] : [];
  out.push("| # | Criterion | S | C | D | B | Raw | Cap | Score | Confidence |", "|---|---|---|---|---|---|---|---|---|---|");
  for (const c of r.criteria) {
    const m = c.mechanisms.find((x) => x.kind === c.counted)!;
    const lv = (id: "S" | "C" | "D" | "B") => (m.parameters[id].sa ? "SA" : `L${m.parameters[id].level}`);
    const tag = c.status === "structural_absence" ? " (SA)" : c.counted === "alt" ? " (alt)" : "";
    const conf = c.confidence[0]!.toUpperCase() + c.confidence.slice(1);
    out.push(
      `| ${c.id} | ${c.name} | ${lv("S")} | ${lv("C")} | ${lv("D")} | ${lv("B")} | ${formatFixed(m.raw, 2)} | ${c.cap ? c.cap.id : t.noCap} | **${formatFixed(c.score, 2)}**${tag} | ${conf} |`,
    );
  }
  out.push("");
  if (standalone) out.push(`**Total: ${formatFixed(r.total, 1)} / 10.0 (${r.band.label})**`);
  const controls = controlsLine(r);
  if (controls) out.push(controls);
  return out.join("\n");
}
