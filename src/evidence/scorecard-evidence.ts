import type { EvidenceItem } from "../model/evidence.js";
import type { Criterion, Parameters, Scorecard } from "../model/scorecard.js";
import { PARAMETER_IDS } from "../model/scorecard.js";
import { EvidenceError } from "./errors.js";

/** One evidence item of a scorecard with its readable place, e.g. `C4.alt.S.evidence[1]`. */
export interface PlacedEvidence {
  where: string;
  item: EvidenceItem;
}

type MapItem = (where: string, item: EvidenceItem) => EvidenceItem;

/**
 * Every evidence item of a scorecard in document order: criteria parameters (`C4.S.evidence[0]`),
 * the alternative configuration (`C4.alt.S.evidence[1]`), structural-absence evidence
 * (`C4.absence_evidence[0]`) and critical findings (`critical_findings[2].evidence[0]`).
 */
export function collectEvidence(card: Scorecard): PlacedEvidence[] {
  const found: PlacedEvidence[] = [];
  mapEvidence(card, (where, item) => {
    found.push({ where, item });
    return item;
  });
  return found;
}

/**
 * A new scorecard with the items at the given places replaced (the input is not changed).
 * A place that names no item is an error, so a stale update never goes unnoticed.
 */
export function replaceEvidence(card: Scorecard, updates: ReadonlyMap<string, EvidenceItem>): Scorecard {
  const used = new Set<string>();
  const next = mapEvidence(card, (where, item) => {
    const update = updates.get(where);
    if (update === undefined) return item;
    used.add(where);
    return update;
  });
  const unknown = [...updates.keys()].filter((where) => !used.has(where));
  if (unknown.length > 0) throw new EvidenceError(`replaceEvidence: no evidence item at ${unknown.join(", ")}`);
  return next;
}

/** Rebuild the scorecard with every evidence list mapped item by item; the one walker keeps both functions' places identical. */
function mapEvidence(card: Scorecard, fn: MapItem): Scorecard {
  const counts = new Map<string, number>();
  for (const c of card.criteria) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
  // Why: ids are unique in a valid scorecard, but a repeated id must not make two places share a name.
  const criterionName = (c: Criterion, i: number) => ((counts.get(c.id) ?? 0) > 1 ? `criteria[${i}]` : c.id);
  const list = (where: string, items: EvidenceItem[]) => items.map((item, j) => fn(`${where}[${j}]`, item));
  const params = (where: string, p: Parameters): Parameters => {
    const out = { ...p };
    for (const id of PARAMETER_IDS) out[id] = { ...p[id], evidence: list(`${where}.${id}.evidence`, p[id].evidence) };
    return out;
  };
  const criteria = card.criteria.map((c, i): Criterion => {
    const name = criterionName(c, i);
    const next: Criterion = { ...c };
    if (c.parameters) next.parameters = params(name, c.parameters);
    if (c.alt) next.alt = { ...c.alt, parameters: params(`${name}.alt`, c.alt.parameters) };
    if (c.absence_evidence) next.absence_evidence = list(`${name}.absence_evidence`, c.absence_evidence);
    return next;
  });
  const critical_findings = card.critical_findings.map((f, i) => ({ ...f, evidence: list(`critical_findings[${i}].evidence`, f.evidence) }));
  return { ...card, criteria, critical_findings };
}
