import type { EvidenceItem } from "../../model/evidence.js";
import { PARAMETER_IDS, type Cap, type CriterionId, type ParameterId } from "../../model/scorecard.js";
import type { Rubric } from "../../rubric/load.js";
import { lowerFirst } from "../../util/text.js";
import type { Finding } from "../finding.js";
import type { Profile } from "../profile.js";
import type { Condition, CriterionRules, JudgeRules, LevelRule } from "./rules-schema.js";

/** One dimension as the judge rated it, with the rule that decided it. */
export interface JudgedParameter {
  level: number;
  status: "verified" | "inferred";
  finding: string;
  gap?: string;
  evidence: EvidenceItem[];
  /** Why the level was chosen: the rule's condition, for readers who want to know. */
  because: string;
}

/** One criterion as the judge rated it. */
export interface JudgedCriterion {
  id: CriterionId;
  structuralAbsence?: { evidence: EvidenceItem[]; summary: string };
  parameters?: Record<ParameterId, JudgedParameter>;
  caps: Array<Cap & { evidence: EvidenceItem[]; critical?: string }>;
  alt?: { label: string; parameters: Record<ParameterId, JudgedParameter> };
  criticalB?: string;
}

/** Everything the judge needs: findings by detector id and the project profile. */
export interface JudgeInput {
  findings: Map<string, Finding>;
  profile: Profile;
}

const MAX_EVIDENCE = 4;

/** Whether a condition holds for these findings and this profile. */
export function holds(cond: Condition | undefined, input: JudgeInput): boolean {
  if (!cond) return true;
  const found = (id: string) => input.findings.get(id)?.outcome === "found";
  if (cond.all && !cond.all.every(found)) return false;
  if (cond.any && !cond.any.some(found)) return false;
  if (cond.none && cond.none.some(found)) return false;
  if (cond.kind && !cond.kind.includes(input.profile.kind)) return false;
  if (cond.not_kind && cond.not_kind.includes(input.profile.kind)) return false;
  if (cond.or && !cond.or.some((c) => holds(c, input))) return false;
  return true;
}

function describe(cond: Condition | undefined): string {
  if (!cond) return "default";
  const parts: string[] = [];
  if (cond.all) parts.push(`all of ${cond.all.join(", ")}`);
  if (cond.any) parts.push(`any of ${cond.any.join(", ")}`);
  if (cond.none) parts.push(`none of ${cond.none.join(", ")}`);
  if (cond.kind) parts.push(`kind ${cond.kind.join("/")}`);
  if (cond.not_kind) parts.push(`kind not ${cond.not_kind.join("/")}`);
  if (cond.or) parts.push(`one of (${cond.or.map(describe).join(") or (")})`);
  return parts.join("; ");
}

/** The evidence of the detectors a rule names: citations of what was found, searches of what was not. */
export function evidenceFor(ids: string[], input: JudgeInput, max = MAX_EVIDENCE): EvidenceItem[] {
  const out: EvidenceItem[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const f = input.findings.get(id);
    if (!f || f.outcome === "error") continue;
    for (const ev of f.evidence.slice(0, 2)) {
      const key = JSON.stringify(ev);
      if (!seen.has(key) && out.length < max) (seen.add(key), out.push(ev));
    }
  }
  return out;
}

function conditionIds(w: Condition, input: JudgeInput): string[] {
  const anyFound = (w.any ?? []).filter((id) => input.findings.get(id)?.outcome === "found");
  const nested = (w.or ?? []).filter((c) => holds(c, input)).flatMap((c) => conditionIds(c, input));
  return [...(w.all ?? []), ...anyFound, ...nested, ...(w.none ?? [])];
}

function ruleIds(rule: { when?: Condition; cite?: string[] }, input: JudgeInput): string[] {
  const ids = conditionIds(rule.when ?? {}, input);
  return [...ids.filter((id) => input.findings.get(id)?.outcome === "found"), ...(rule.cite ?? []), ...ids];
}

function nextAnchor(rubric: Rubric, id: CriterionId, dim: ParameterId, level: number): string | undefined {
  if (level >= 4) return undefined;
  const anchor = rubric.criterion(id).dimensions[dim].levels[(level + 1) as 0 | 1 | 2 | 3 | 4];
  return `L${level + 1} needs: ${anchor}`;
}

function rate(rubric: Rubric, id: CriterionId, dim: ParameterId, ladder: LevelRule[], input: JudgeInput): JudgedParameter {
  const rule = ladder.find((r) => holds(r.when, input));
  if (!rule) throw new Error(`judge rules for ${id}.${dim} have no rule that applies (the last rule needs no condition)`);
  const evidence = evidenceFor(ruleIds(rule, input), input);
  if (evidence.length === 0) throw new Error(`judge rule ${id}.${dim} L${rule.level} (${describe(rule.when)}) yields no evidence; add cite`);
  const gap = rule.level < 4 ? (rule.gap ?? nextAnchor(rubric, id, dim, rule.level)) : undefined;
  return {
    level: rule.level,
    status: rule.inferred ? "inferred" : "verified",
    finding: rule.finding,
    ...(gap ? { gap } : {}),
    evidence,
    because: describe(rule.when),
  };
}

/** Applies the method's constraints: C and D at most one level above S; an inferred level at most L2. */
function constrain(params: Record<ParameterId, JudgedParameter>): Record<ParameterId, JudgedParameter> {
  const out = { ...params };
  for (const p of PARAMETER_IDS) if (out[p].status === "inferred" && out[p].level > 2) out[p] = { ...out[p], level: 2 };
  for (const p of ["C", "D"] as const) {
    const cap = out.S.level + 1;
    if (out[p].level > cap) out[p] = { ...out[p], level: cap, finding: out[p].finding, because: `${out[p].because}; held to S+1` };
  }
  return out;
}

function rateAll(rubric: Rubric, id: CriterionId, dims: CriterionRules["dimensions"], input: JudgeInput): Record<ParameterId, JudgedParameter> {
  const params = {} as Record<ParameterId, JudgedParameter>;
  for (const p of PARAMETER_IDS) params[p] = rate(rubric, id, p, dims[p], input);
  return constrain(params);
}

/**
 * The findings the rules read: where a narrowing's condition holds, a detector's "found" stands only if the narrower
 * detector found it too, and speaks with the narrower one's evidence (its citations, or its search when it found nothing).
 */
function narrowed(rules: JudgeRules, input: JudgeInput): JudgeInput {
  const findings = new Map(input.findings);
  for (const n of rules.narrowings ?? []) {
    const wide = input.findings.get(n.detector);
    const narrow = input.findings.get(n.by);
    if (wide?.outcome === "found" && narrow && holds(n.when, input)) findings.set(n.detector, { ...narrow, detector: n.detector });
  }
  return { ...input, findings };
}

/** Turns findings into a level per criterion and dimension, following the rules kept as data. */
export function judge(rubric: Rubric, rules: JudgeRules, original: JudgeInput): JudgedCriterion[] {
  const input = narrowed(rules, original);
  return rubric.criteria.map((meta) => {
    const id = meta.id;
    const r = rules.criteria[id];
    if (!r) throw new Error(`judge rules lack ${id}`);
    // Why not for mostly unread code, nor for a server whose tools live in a dependency: a search that finds nothing in
    // code the reviewer cannot read, or that is not in the repository, proves nothing.
    if (r.structural_absence && !input.profile.mostlyUnread && !input.profile.toolsElsewhere && holds(r.structural_absence.when, input)) {
      const evidence = evidenceFor(r.structural_absence.evidence, input).filter((e) => "search" in e);
      if (evidence.length > 0) return { id, structuralAbsence: { evidence, summary: r.structural_absence.summary }, caps: [] };
    }
    const parameters = rateAll(rubric, id, r.dimensions, input);
    const caps = (r.caps ?? [])
      .filter((c) => holds(c.when, input))
      .map((c) => ({ id: c.id, reason: c.reason, evidence: evidenceFor(ruleIds(c, input), input), ...(c.critical ? { critical: c.critical } : {}) }))
      .filter((c) => c.evidence.some((e) => "file" in e))
      // Why: a cap can have several triggering rules with their own reasons; the first that holds speaks for it.
      .filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i);
    // Why: the method's G1 is the default configuration's own cap when its primary control exists but is off there.
    if (r.opt_in_when_off && parameters.S.level >= 1 && parameters.D.level === 0 && !caps.some((c) => c.id === "G1")) {
      caps.push({ id: "G1", reason: `Opt-in: ${lowerFirst(parameters.D.finding)}`, evidence: parameters.D.evidence });
    }
    const alt = r.alt && holds(r.alt.when, input) ? { label: r.alt.label, parameters: rateAll(rubric, id, r.alt.dimensions, input) } : undefined;
    return { id, parameters, caps, ...(alt ? { alt } : {}), ...(r.critical_b ? { criticalB: r.critical_b } : {}) };
  });
}
