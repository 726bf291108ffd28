import { isCodeEvidence, type EvidenceItem } from "./evidence.js";
import {
  CRITERION_IDS,
  PARAMETER_IDS,
  ScorecardSchema,
  type Cap,
  type Criterion,
  type Parameters,
  type Scorecard,
} from "./scorecard.js";
import type { Rubric } from "../rubric/load.js";
import { describeIssues } from "../util/zod-issues.js";

/**
 * How strictly to validate. `authored`: every method rule. `imported`: a parsed report cannot carry
 * `contains` quotes, withheld evidence or the reasons of caps it does not show, so those rules become warnings.
 */
export type ValidationMode = "authored" | "imported";

/** Validation outcome: the typed scorecard when it parsed, rule errors and warnings as one-line messages. */
export interface Validation {
  card: Scorecard | null;
  errors: string[];
  warnings: string[];
}

class Findings {
  errors: string[] = [];
  warnings: string[] = [];
  constructor(readonly mode: ValidationMode) {}
  /** Breaks what scoring needs (unknown cap, missing criterion): an error in both modes. */
  error(msg: string): void {
    this.errors.push(msg);
  }
  /** A method rule: an error for an authored scorecard, a warning for an imported report (it is kept as published). */
  rule(msg: string): void {
    (this.mode === "authored" ? this.errors : this.warnings).push(msg);
  }
  /** A rule on data a report never shows (`contains`, withheld evidence, reasons of hidden caps): not applied on import. */
  authoredOnly(msg: string): void {
    if (this.mode === "authored") this.errors.push(msg);
  }
  warn(msg: string): void {
    this.warnings.push(msg);
  }
}

function checkEvidence(f: Findings, where: string, items: EvidenceItem[], needSearch: boolean): void {
  if (items.length === 0) f.authoredOnly(`${where}.evidence: every parameter needs at least one evidence item (a code citation or a search)`);
  items.forEach((ev, i) => {
    if (isCodeEvidence(ev)) {
      if (ev.file.startsWith("/") || ev.file.startsWith("./")) f.rule(`${where}.evidence[${i}].file: must be repo-relative from the repository root, got '${ev.file}'`);
      const [a, b = a] = ev.lines.split("-").map(Number);
      if (a! < 1 || b! < a!) f.rule(`${where}.evidence[${i}].lines: bad line range '${ev.lines}' (need N or N-M with 1 ≤ N ≤ M)`);
    }
  });
  if (needSearch && !items.some((ev) => !isCodeEvidence(ev))) {
    f.rule(`${where}: structural absence needs at least one search evidence item (the negative search that shows the surface is absent)`);
  }
}

function requireContains(f: Findings, where: string, items: EvidenceItem[], why: string): void {
  items.forEach((ev, i) => {
    if (isCodeEvidence(ev) && !ev.contains) f.authoredOnly(`${where}.evidence[${i}]: 'contains' is required (${why}): quote a short literal from the cited lines`);
  });
}

function checkCaps(f: Findings, rubric: Rubric, where: string, criterionId: string, caps: Cap[]): void {
  caps.forEach((cap, i) => {
    const scope = rubric.capCriterion(cap.id);
    if (scope === undefined) f.error(`${where}.caps[${i}]: unknown cap '${cap.id}' (known: ${rubric.method.caps.map((c) => c.id).join(", ")})`);
    else if (scope !== null && scope !== criterionId) f.error(`${where}.caps[${i}]: cap ${cap.id} only applies to ${scope}`);
    if (!cap.reason.trim()) f.authoredOnly(`${where}.caps[${i}]: cap ${cap.id} needs a 'reason' (one sentence on why it applies)`);
  });
}

function checkParameters(f: Findings, rubric: Rubric, where: string, criterionId: string, params: Parameters, caps: Cap[]): void {
  const capIds = new Set(caps.map((c) => c.id));
  const strongCap = [...capIds].some((id) => id !== "G1");
  for (const id of PARAMETER_IDS) {
    const p = params[id];
    const at = `${where}.${id}`;
    const sa = p.level === "SA" || p.structural_absence === true;
    const level = p.level === "SA" ? 4 : p.level;
    if (p.structural_absence && level !== 4) f.error(`${at}: structural_absence requires level 4 or "SA"`);
    if (p.status === "inferred" && level > 2) f.rule(`${at}: an inferred parameter cannot exceed L2 (got L${level}); verify it in the code or lower it`);
    if (!p.finding.trim()) f.rule(`${at}.finding: one sentence on what the code shows is required`);
    checkEvidence(f, at, p.evidence, sa);
    if (level >= 3 && !sa) requireContains(f, at, p.evidence, `supports L${level}`);
    if (strongCap || (capIds.has("G1") && id === "D")) requireContains(f, at, p.evidence, "criterion has a cap");
    if (level < 4 && !sa && !p.gap?.trim()) f.warn(`${at}: below L4 without a 'gap': name what the next level requires`);
  }
  const s = params.S;
  if (!(s.level === "SA" || s.structural_absence)) {
    for (const id of ["C", "D"] as const) {
      const p = params[id];
      if (p.level === "SA" || p.structural_absence) continue;
      if (p.level > s.level + 1) f.rule(`${where}.${id}: L${p.level} is more than one level above S (L${s.level}); lower ${id} to L${s.level + 1}`);
    }
  }
  void rubric;
  void criterionId;
}

function checkCriterion(f: Findings, rubric: Rubric, c: Criterion, i: number): void {
  const where = `criteria[${i}] (${c.id})`;
  if (!c.summary.trim()) f.rule(`${where}.summary: a plain-language paragraph is required (the website shows it)`);
  if (c.structural_absence) {
    checkEvidence(f, `${where}.absence_evidence`, c.absence_evidence ?? [], true);
    if (c.parameters || c.alt) f.warn(`${where}: structural absence ignores its parameters and alt`);
    return;
  }
  if (!c.parameters) {
    f.error(`${where}.parameters: S, C, D and B are required (or "structural_absence": true with absence_evidence)`);
    return;
  }
  const caps = c.caps ?? [];
  checkCaps(f, rubric, where, c.id, caps);
  checkParameters(f, rubric, `${where}.parameters`, c.id, c.parameters, caps);
  const d = c.parameters.D;
  if (typeof c.parameters.S.level === "number" && c.parameters.S.level >= 1 && d.level === 0 && !caps.some((x) => x.id === "G1") && !c.alt) {
    f.warn(`${where}: a mechanism exists (S L${c.parameters.S.level}) but D is L0; if it is opt-in, add cap G1`);
  }
  if (c.alt) {
    const altCaps = c.alt.caps ?? [];
    checkCaps(f, rubric, `${where}.alt`, c.id, altCaps);
    // Why G1 here: the calculator adds it to every alt, so its D needs the same quote as an authored G1.
    checkParameters(f, rubric, `${where}.alt.parameters`, c.id, c.alt.parameters, altCaps.some((x) => x.id === "G1") ? altCaps : [...altCaps, { id: "G1", reason: "" }]);
  }
}

function checkCriticalFindings(f: Findings, rubric: Rubric, card: Scorecard): void {
  card.critical_findings.forEach((cf, i) => {
    checkEvidence(f, `critical_findings[${i}]`, cf.evidence, false);
    requireContains(f, `critical_findings[${i}]`, cf.evidence, "critical finding");
  });
  const flagged = new Set(card.critical_findings.map((cf) => cf.criterion));
  for (const c of card.criteria) {
    if (c.structural_absence || !c.parameters || flagged.has(c.id)) continue;
    const reasons: string[] = [];
    const strong = (c.caps ?? []).filter((x) => x.id !== "G1");
    if (strong.length) reasons.push(`cap ${strong.map((x) => x.id).join(", ")}`);
    if (rubric.method.critical_blast_radius_criteria.includes(c.id) && c.parameters.B.level === 0) reasons.push("B at L0");
    if (reasons.length) f.warn(`${c.id}: ${reasons.join(", ")} should appear in critical_findings`);
  }
}

/** Validates a parsed scorecard object with the method's rules; never throws. */
export function validateScorecard(data: unknown, rubric: Rubric, mode: ValidationMode = "authored"): Validation {
  const f = new Findings(mode);
  const parsed = ScorecardSchema.safeParse(data);
  if (!parsed.success) return { card: null, errors: describeIssues(parsed.error), warnings: [] };
  const card = parsed.data;
  const seen = new Map<string, number>();
  card.criteria.forEach((c, i) => {
    if (seen.has(c.id)) f.error(`criteria[${i}]: duplicated criterion ${c.id} (first at criteria[${seen.get(c.id)}])`);
    else seen.set(c.id, i);
  });
  const missing = CRITERION_IDS.filter((id) => !seen.has(id));
  if (missing.length) f.error(`criteria: missing ${missing.join(", ")} (a scorecard has exactly C1–C10)`);
  card.criteria.forEach((c, i) => checkCriterion(f, rubric, c, i));
  if (!card.headline.trim()) f.rule("headline: 2–4 sentences for a deployer are required");
  if (card.limitations.length === 0) f.rule("limitations: at least the static-review statement is required");
  if (card.fixes.length > 5) f.rule(`fixes: at most 5 improvements (got ${card.fixes.length})`);
  checkCriticalFindings(f, rubric, card);
  card.fixes.forEach((fix, i) => {
    const params = card.criteria.find((c) => c.id === fix.criterion)?.parameters;
    const level = params?.[fix.parameter].level;
    if (typeof level === "number" && level !== fix.from_level) f.warn(`fixes[${i}]: from_level L${fix.from_level} differs from ${fix.criterion} ${fix.parameter} in the default configuration (L${level}); unless it names an alternative's mechanism, the gain after caps starts from L${level}`);
  });
  if (f.errors.length) return { card: null, errors: f.errors, warnings: f.warnings };
  // Why reorder: the method scores C1→C10 whatever order the author wrote them in.
  const ordered = { ...card, criteria: CRITERION_IDS.map((id) => card.criteria.find((c) => c.id === id)!) };
  return { card: ordered, errors: [], warnings: f.warnings };
}
