import type { StatedNumbers } from "../import/stated.js";
import { controlsLine } from "../report/table.js";
import { formatFixed } from "./pyround.js";
import type { ScoredReport } from "./types.js";

/** One number a report states that disagrees with the recomputed one. */
export interface Mismatch {
  line: number;
  criterion: string;
  field: string;
  stated: string;
  computed: string;
}

/** Compares every number a report states (table, total, band, headings, configurations, Controls line, gains) with the recomputation. */
export function checkStatedNumbers(stated: StatedNumbers, r: ScoredReport): Mismatch[] {
  const out: Mismatch[] = [];
  const cmp = (line: number, criterion: string, field: string, s: string, c: string) => {
    if (s !== c) out.push({ line, criterion, field, stated: s, computed: c });
  };
  cmp(stated.total.line, "total", "score", stated.total.value, formatFixed(r.total, 1));
  cmp(stated.total.line, "total", "band", stated.total.band, r.band.label);
  for (const row of stated.rows) {
    const c = r.criteria.find((x) => x.id === row.id);
    if (!c) {
      out.push({ line: row.line, criterion: row.id, field: "row", stated: row.id, computed: "(no such criterion in the details)" });
      continue;
    }
    const m = c.mechanisms.find((x) => x.kind === c.counted)!;
    const levels = (["S", "C", "D", "B"] as const).map((p) => (m.parameters[p].sa ? "SA" : `L${m.parameters[p].level}`));
    levels.forEach((lv, i) => cmp(row.line, c.id, `${"SCDB"[i]} level`, row.levels[i] ?? "", lv));
    cmp(row.line, c.id, "raw", row.raw, formatFixed(m.raw, 2));
    cmp(row.line, c.id, "cap", row.cap === "—" ? "none" : row.cap, c.cap?.id ?? "none");
    cmp(row.line, c.id, "score", row.score, formatFixed(c.score, 2));
    cmp(row.line, c.id, "counted", row.tag, c.status === "structural_absence" ? "(SA)" : c.counted === "alt" ? "(alt)" : "");
    cmp(row.line, c.id, "confidence", row.confidence.toLowerCase(), c.confidence);
  }
  for (const h of stated.headings) {
    const c = r.criteria.find((x) => x.id === h.id)!;
    cmp(h.line, h.id, "heading score", h.score, formatFixed(c.score, 2));
    cmp(h.line, h.id, "heading confidence", h.confidence, c.confidence);
  }
  for (const s of stated.mechanisms) {
    const c = r.criteria.find((x) => x.id === s.id)!;
    const m = c.mechanisms.find((x) => x.kind === s.kind);
    if (!m) continue;
    cmp(s.line, s.id, `${s.kind} raw`, s.raw, formatFixed(m.raw, 2));
    cmp(s.line, s.id, `${s.kind} cap`, s.cap ?? "none", m.cap?.id ?? "none");
    cmp(s.line, s.id, `${s.kind} score`, s.score, formatFixed(m.score, 2));
    cmp(s.line, s.id, `${s.kind} counted`, String(s.counted), String(c.counted === s.kind));
  }
  const controls = controlsLine(r);
  if (stated.controls || controls) {
    cmp(stated.controls?.line ?? stated.total.line, "total", "controls line", stated.controls?.text ?? "(none)", controls ?? "(none)");
  }
  for (const f of stated.fixes) {
    const fix = r.fixes[f.index];
    if (fix) cmp(f.line, `${fix.criterion} ${fix.parameter}`, `improvement ${f.index + 1} gain`, f.gain, formatFixed(fix.gainBeforeCaps, 3));
  }
  return out;
}
