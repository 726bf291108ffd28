import type { EvidenceItem } from "../model/evidence.js";
import {
  PARAMETER_IDS,
  type Cap,
  type Criterion,
  type Fix,
  type ParameterId,
  type Parameters,
  type Scorecard,
} from "../model/scorecard.js";
import type { Rubric } from "../rubric/load.js";
import { pyRound } from "./pyround.js";
import type {
  AppliedCap,
  ScoredCriterion,
  ScoredFix,
  ScoredMechanism,
  ScoredParameter,
  ScoredReport,
} from "./types.js";

const FULL = 40;

function weightOf(rubric: Rubric, id: ParameterId): number {
  return rubric.method.dimensions.find((d) => d.id === id)!.weight;
}

function scoreParameters(rubric: Rubric, params: Parameters): Record<ParameterId, ScoredParameter> {
  const out = {} as Record<ParameterId, ScoredParameter>;
  for (const id of PARAMETER_IDS) {
    const p = params[id];
    const sa = p.level === "SA" || p.structural_absence === true;
    const level = p.level === "SA" ? 4 : p.level;
    const weight = weightOf(rubric, id);
    out[id] = {
      id,
      level,
      sa,
      status: p.status,
      finding: p.finding,
      ...(p.gap ? { gap: p.gap } : {}),
      evidence: p.evidence,
      weight,
      points: weight * level,
    };
  }
  return out;
}

/** The binding cap: the lowest ceiling, the first listed among equals (automatic caps are appended last). */
function bindingCap(rubric: Rubric, caps: Cap[]): AppliedCap | null {
  let best: AppliedCap | null = null;
  for (const cap of caps) {
    const ceiling = rubric.capCeiling(cap.id);
    if (ceiling === undefined) continue;
    if (!best || ceiling < best.ceiling) best = { id: cap.id, ceiling, reason: cap.reason };
  }
  return best;
}

/** Scores one configuration: points, raw, the binding cap, score and confidence. */
export function scoreMechanism(
  rubric: Rubric,
  criterionId: string,
  kind: "default" | "alt",
  label: string,
  params: Parameters,
  authoredCaps: Cap[],
): ScoredMechanism {
  const parameters = scoreParameters(rubric, params);
  const points = PARAMETER_IDS.reduce((sum, id) => sum + parameters[id].points, 0);
  const caps = [...authoredCaps];
  const auto = rubric.method.automatic_cap_reasons;
  // Why: the method applies these itself, after the authored ones, so an authored cap wins ties.
  if (criterionId === "C5" && kind === "default" && parameters.B.level === 0 && !parameters.B.sa && !caps.some((c) => c.id === "C5-WORSTCASE")) {
    caps.push({ id: "C5-WORSTCASE", reason: auto["C5-WORSTCASE"] ?? "" });
  }
  if (kind === "alt" && !caps.some((c) => c.id === "G1")) caps.push({ id: "G1", reason: auto["G1"] ?? "" });
  const cap = bindingCap(rubric, caps);
  const cappedPoints = cap ? Math.min(points, Math.round(cap.ceiling * FULL)) : points;
  const inferred = PARAMETER_IDS.filter((id) => parameters[id].status === "inferred").length;
  return {
    kind,
    label,
    points,
    cappedPoints,
    raw: points / FULL,
    score: cappedPoints / FULL,
    cap,
    inferred,
    confidence: inferred === 0 ? "high" : inferred <= 2 ? "medium" : "low",
    parameters,
  };
}

function structuralAbsenceMechanism(rubric: Rubric, evidence: EvidenceItem[]): ScoredMechanism {
  const parameters = {} as Record<ParameterId, ScoredParameter>;
  for (const id of PARAMETER_IDS) {
    const weight = weightOf(rubric, id);
    parameters[id] = { id, level: 4, sa: true, status: "verified", finding: "Risk surface absent at this commit.", evidence, weight, points: weight * 4 };
  }
  return { kind: "default", label: "structural absence", points: FULL, cappedPoints: FULL, raw: 1, score: 1, cap: null, inferred: 0, confidence: "high", parameters };
}

/** Scores one criterion: every configuration, then the counted one (an alternative counts only when strictly higher). */
export function scoreCriterion(rubric: Rubric, c: Criterion): ScoredCriterion {
  const meta = rubric.criterion(c.id);
  const base = {
    id: c.id,
    number: meta.number,
    name: meta.name,
    question: meta.question,
    owasp: meta.owasp,
    summary: c.summary,
    ...(c.notes ? { notes: c.notes } : {}),
  };
  if (c.structural_absence) {
    const evidence = c.absence_evidence ?? [];
    const mech = structuralAbsenceMechanism(rubric, evidence);
    return { ...base, status: "structural_absence", counted: "default", score: 1, cappedPoints: FULL, confidence: "high", cap: null, mechanisms: [mech], absenceEvidence: evidence };
  }
  if (!c.parameters) throw new Error(`${c.id}: parameters missing (validation should have caught this)`);
  const main = scoreMechanism(rubric, c.id, "default", "default configuration", c.parameters, c.caps ?? []);
  const mechanisms = [main];
  let winner = main;
  if (c.alt) {
    const alt = scoreMechanism(rubric, c.id, "alt", c.alt.label, c.alt.parameters, c.alt.caps ?? []);
    mechanisms.push(alt);
    if (alt.cappedPoints > main.cappedPoints) winner = alt;
  }
  return { ...base, status: "scored", counted: winner.kind, score: winner.score, cappedPoints: winner.cappedPoints, confidence: winner.confidence, cap: winner.cap, mechanisms };
}

/** The band a total (in tenths) falls in. */
export function bandFor(rubric: Rubric, totalTenths: number): { id: string; label: string; color: string } {
  const sorted = [...rubric.method.bands].sort((a, b) => b.min_score - a.min_score);
  const band = sorted.find((b) => totalTenths >= Math.round(b.min_score * 10)) ?? sorted[sorted.length - 1]!;
  return { id: band.id, label: band.label, color: band.color };
}

function fixGain(rubric: Rubric, card: Scorecard, criteria: ScoredCriterion[], fix: Fix): ScoredFix {
  const weight = weightOf(rubric, fix.parameter);
  const gainBeforeCaps = pyRound((weight * (fix.to_level - fix.from_level)) / FULL, 3);
  const criterion = card.criteria.find((c) => c.id === fix.criterion);
  const before = criteria.find((c) => c.id === fix.criterion);
  let gainAfterCaps = 0;
  if (criterion?.parameters && before && before.status === "scored") {
    const moved: Criterion = {
      ...criterion,
      parameters: { ...criterion.parameters, [fix.parameter]: { ...criterion.parameters[fix.parameter], level: fix.to_level, structural_absence: false } },
    };
    gainAfterCaps = (scoreCriterion(rubric, moved).cappedPoints - before.cappedPoints) / FULL;
  }
  return { ...fix, gainBeforeCaps, gainAfterCaps };
}

/** Scores a validated scorecard: every criterion, the total, band, applicable score and fix gains. Pure. */
export function scoreScorecard(rubric: Rubric, card: Scorecard): ScoredReport {
  const criteria = card.criteria.map((c) => scoreCriterion(rubric, c));
  const U = criteria.reduce((sum, c) => sum + c.cappedPoints, 0);
  // Why integers: the method sums exact three-decimal scores and rounds half-up; ⌊(U+2)/4⌋ is that, in tenths.
  const totalTenths = Math.floor((U + 2) / 4);
  const scored = criteria.filter((c) => c.status === "scored");
  // Why doubles here: the published Controls line sums binary doubles in order and rounds like Python.
  const applicableSum = pyRound(scored.reduce((sum, c) => sum + c.score, 0), 2);
  const applicable = {
    count: scored.length,
    score: applicableSum,
    max: scored.length,
    percent: scored.length ? pyRound((100 * applicableSum) / scored.length) : null,
  };
  return {
    card,
    style: card.report_style ?? "a",
    criteria,
    totalTenths,
    total: totalTenths / 10,
    band: bandFor(rubric, totalTenths),
    applicable,
    fixes: card.fixes.map((f) => fixGain(rubric, card, criteria, f)),
    categoryLabel: rubric.method.categories.find((c) => c.id === card.category)?.label ?? card.category,
    surface: rubric.method.surface.map((s) => ({ key: s.key, label: s.label, value: card.capability_profile[s.key] })),
    methodVersion: card.scorecard_version ?? rubric.method.version,
    entrySchemaVersion: rubric.method.entry_schema_version,
  };
}
