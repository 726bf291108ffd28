import { isCodeEvidence } from "../../model/evidence.js";
import { CRITERION_IDS, type CriterionId, type Scorecard } from "../../model/scorecard.js";
import { REPO_LINE } from "../../import/report.js";
import type { Rubric } from "../../rubric/load.js";
import { scoreScorecard } from "../../score/score.js";

/** What a calibration needs from an expert review: counted levels, caps and total, and the cited files when known. */
export interface ExpertView {
  name: string;
  commit: string;
  subpath: string | null;
  date: string;
  /** Per criterion, the counted configuration's S, C, D, B as "L0".."L4" or "SA". */
  levels: Map<CriterionId, string[]>;
  /** "C4:G1"-style: every cap on the counted configuration, and non-G1 caps on any configuration. */
  caps: Set<string>;
  total: number;
  /** Files the review cites; null when only its score table is at hand. */
  files: Set<string> | null;
}

/** The view of a full expert scorecard (authored, imported from a report, or an entry). */
export function viewOfScorecard(rubric: Rubric, card: Scorecard): ExpertView {
  const scored = scoreScorecard(rubric, card);
  const levels = new Map<CriterionId, string[]>();
  const caps = new Set<string>();
  for (const c of scored.criteria) {
    const m = c.mechanisms.find((x) => x.kind === c.counted)!;
    levels.set(c.id, (["S", "C", "D", "B"] as const).map((p) => (m.parameters[p].sa ? "SA" : `L${m.parameters[p].level}`)));
    for (const x of c.mechanisms) if (x.cap && x.cap.ceiling < 1 && (x.kind === c.counted || x.cap.id !== "G1")) caps.add(`${c.id}:${x.cap.id}`);
  }
  const files = new Set<string>();
  const add = (items: Array<{ file?: string }> | undefined) => items?.forEach((e) => e.file && files.add(e.file));
  for (const c of card.criteria) {
    add(c.absence_evidence as Array<{ file?: string }>);
    for (const params of [c.parameters, c.alt?.parameters]) if (params) for (const p of Object.values(params)) add(p.evidence.filter(isCodeEvidence));
  }
  for (const f of card.critical_findings) add(f.evidence.filter(isCodeEvidence));
  return { name: card.name, commit: card.pinned_commit, subpath: card.subpath, date: card.scored_date, levels, caps, total: scored.total, files };
}

const ROW = /^\| (C10|C[1-9]) \|[^|]*\|((?:[^|]*\|){4})[^|]*\|([^|]*)\|([^|]*)\|/;
const LEVEL = /^(L[0-4]|SA)$/;

/**
 * The view of a report's opening: title, Repo line, Score line and score table, which is all a calibration needs when
 * a published report is too long to keep whole. Throws naming the file and line of anything malformed.
 */
export function viewOfScoreTable(text: string, file: string): ExpertView {
  const lines = text.split("\n");
  const fail = (line: number, what: string): never => {
    throw new Error(`${file}:${line}: ${what}`);
  };
  const title = lines.findIndex((l) => l.startsWith("# "));
  if (title < 0) fail(1, "no title line (# …)");
  const repoAt = lines.findIndex((l) => l.startsWith("**Repo:**"));
  const repo = repoAt >= 0 ? REPO_LINE.exec(lines[repoAt]!) : null;
  if (!repo) fail(repoAt + 1 || 1, "no **Repo:** · **Commit:** · **Reviewed:** line");
  const scoreAt = lines.findIndex((l) => /^## Score: /.test(l));
  const total = scoreAt >= 0 ? /^## Score: (\d+(?:\.\d)?) \/ 10\.0/.exec(lines[scoreAt]!) : null;
  if (!total) fail(scoreAt + 1 || 1, "no '## Score: x.y / 10.0' line");
  const levels = new Map<CriterionId, string[]>();
  const caps = new Set<string>();
  lines.forEach((line, i) => {
    const m = ROW.exec(line);
    if (!m) return;
    const id = m[1] as CriterionId;
    const dims = m[2]!.split("|").slice(0, 4).map((s) => s.trim());
    if (!dims.every((d) => LEVEL.test(d))) fail(i + 1, `${id}: levels must be L0–L4 or SA, got ${dims.join(" ")}`);
    levels.set(id, dims);
    const cap = m[3]!.trim();
    if (cap && !["—", "-", "none"].includes(cap)) caps.add(`${id}:${cap}`);
  });
  const missing = CRITERION_IDS.filter((id) => !levels.has(id));
  if (missing.length) fail(lines.length, `the score table lacks ${missing.join(", ")}`);
  return {
    name: lines[title]!.replace(/^# [^:]*: /, ""),
    commit: repo![3]!,
    subpath: repo![2] ?? null,
    date: repo![5]!,
    levels,
    caps,
    total: Number(total![1]),
    files: null,
  };
}
