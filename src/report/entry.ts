import { isCodeEvidence, type EvidenceItem } from "../model/evidence.js";
import type { AppliedCap, ScoredMechanism, ScoredParameter, ScoredReport } from "../score/types.js";
import { githubPermalink } from "./links.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function evidenceJson(items: EvidenceItem[], r: ScoredReport): Json[] {
  return items.map((item) => {
    const out: { [key: string]: Json } = { ...item };
    if (isCodeEvidence(item)) {
      const url = githubPermalink(r.card.repo_url, r.card.pinned_commit, item);
      if (url) out["url"] = url;
    }
    return out;
  });
}

function capJson(cap: AppliedCap | null): Json {
  return cap ? { id: cap.id, max: cap.ceiling, reason: cap.reason } : null;
}

function parameterJson(p: ScoredParameter, r: ScoredReport): Json {
  return {
    level: p.level,
    structural_absence: p.sa,
    status: p.status,
    finding: p.finding,
    ...(p.gap ? { gap: p.gap } : {}),
    evidence: evidenceJson(p.evidence, r),
    weight: p.weight / 10,
    points: p.points / 40,
  };
}

function mechanismJson(m: ScoredMechanism, r: ScoredReport): { [key: string]: Json } {
  const parameters: { [key: string]: Json } = {};
  for (const p of Object.values(m.parameters)) parameters[p.id] = parameterJson(p, r);
  return { kind: m.kind, label: m.label, score: m.score, raw: m.raw, cap: capJson(m.cap), confidence: m.confidence, parameters };
}

/** The website entry (the method's entry.json, schema 2.0) with every computed field. */
export function buildEntry(r: ScoredReport): { [key: string]: Json } {
  const c = r.card;
  const criteria = r.criteria.map((cr) => {
    const mechanisms = cr.mechanisms.map((m) => mechanismJson(m, r));
    const counted = mechanisms[cr.mechanisms.findIndex((m) => m.kind === cr.counted)]!;
    return {
      id: cr.id,
      name: cr.name,
      number: cr.number,
      owasp: cr.owasp,
      question: cr.question,
      summary: cr.summary,
      max: 1,
      ...(cr.notes ? { notes: cr.notes } : {}),
      status: cr.status,
      score: cr.score,
      counted: cr.counted,
      confidence: cr.confidence,
      cap: capJson(cr.cap),
      parameters: counted["parameters"]!,
      mechanisms,
      ...(cr.absenceEvidence ? { absence_evidence: evidenceJson(cr.absenceEvidence, r) } : {}),
    };
  });
  return {
    schema_version: r.entrySchemaVersion,
    scorecard_version: r.methodVersion,
    id: c.id,
    name: c.name,
    repo_url: c.repo_url,
    subpath: c.subpath,
    description: c.description,
    category: c.category,
    pinned_commit: c.pinned_commit,
    version: c.version,
    scored_date: c.scored_date,
    scored_configuration: c.scored_configuration,
    score: r.total,
    max_score: 10,
    band: r.band,
    applicable: r.applicable,
    capability_profile: c.capability_profile,
    headline: c.headline,
    criteria,
    critical_findings: c.critical_findings.map((f) => ({ ...f, evidence: evidenceJson(f.evidence, r) })),
    rule_of_two: c.rule_of_two,
    fixes: r.fixes.map(({ gainBeforeCaps, gainAfterCaps: _after, ...fix }) => ({ ...fix, estimated_gain: gainBeforeCaps })),
    reaudit_log: c.reaudit_log,
    limitations: c.limitations,
  };
}

/** Renders the entry as JSON text (two-space indent, final newline). */
export function renderEntry(r: ScoredReport): string {
  return JSON.stringify(buildEntry(r), null, 2) + "\n";
}
