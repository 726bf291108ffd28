import { z } from "zod";
import type { Cap, Criterion, Parameters, Scorecard } from "../model/scorecard.js";
import type { Rubric } from "../rubric/load.js";

/** True when a parsed JSON object is a website entry (the calculator's output) rather than an authored scorecard. */
export function looksLikeEntry(data: unknown): boolean {
  if (typeof data !== "object" || data === null) return false;
  const o = data as Record<string, unknown>;
  const first = Array.isArray(o["criteria"]) ? (o["criteria"][0] as Record<string, unknown> | undefined) : undefined;
  return "schema_version" in o && "band" in o && "max_score" in o && Array.isArray(first?.["mechanisms"]);
}

const Ev = z.looseObject({});
const EntryParam = z.looseObject({ level: z.number(), structural_absence: z.boolean().optional(), status: z.string(), finding: z.string(), gap: z.string().optional(), evidence: z.array(Ev) });
const EntryCap = z.looseObject({ id: z.string(), reason: z.string().optional() }).nullable();
const EntryMech = z.looseObject({ kind: z.enum(["default", "alt"]), label: z.string(), cap: EntryCap, parameters: z.record(z.string(), EntryParam) });
const EntryCriterion = z.looseObject({
  id: z.string(),
  summary: z.string(),
  status: z.string(),
  notes: z.string().optional(),
  mechanisms: z.array(EntryMech),
  absence_evidence: z.array(Ev).optional(),
});

function stripUrl(items: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  return items.map(({ url: _url, ...rest }) => rest);
}

function params(p: Record<string, z.infer<typeof EntryParam>>): Parameters {
  const out: Record<string, unknown> = {};
  for (const id of ["S", "C", "D", "B"]) {
    const x = p[id]!;
    out[id] = {
      level: x.structural_absence ? "SA" : x.level,
      status: x.status,
      finding: x.finding,
      ...(x.gap ? { gap: x.gap } : {}),
      evidence: stripUrl(x.evidence as Array<Record<string, unknown>>),
    };
  }
  return out as Parameters;
}

/** The caps an entry's configuration shows, minus those the calculator adds by itself. */
function capsOf(rubric: Rubric, criterionId: string, mech: z.infer<typeof EntryMech>, p: Parameters): Cap[] {
  if (!mech.cap) return [];
  const auto = rubric.method.automatic_cap_reasons;
  const reason = mech.cap.reason ?? "";
  const automatic = (mech.kind === "alt" && mech.cap.id === "G1") || (criterionId === "C5" && mech.kind === "default" && mech.cap.id === "C5-WORSTCASE" && p.B.level === 0);
  if (automatic && reason === auto[mech.cap.id]) return [];
  return [{ id: mech.cap.id, reason }];
}

/** Turns a website entry back into the authored scorecard it was rendered from (computed fields dropped). */
export function entryToScorecard(data: Record<string, unknown>, rubric: Rubric): Scorecard {
  const criteria = z.array(EntryCriterion).parse(data["criteria"]).map((c): Criterion => {
    if (c.status === "structural_absence") {
      return { id: c.id as Criterion["id"], summary: c.summary, ...(c.notes ? { notes: c.notes } : {}), structural_absence: true, absence_evidence: stripUrl((c.absence_evidence ?? []) as Array<Record<string, unknown>>) as Criterion["absence_evidence"] };
    }
    const main = c.mechanisms.find((m) => m.kind === "default")!;
    const alt = c.mechanisms.find((m) => m.kind === "alt");
    const mainParams = params(main.parameters);
    const out: Criterion = { id: c.id as Criterion["id"], summary: c.summary, parameters: mainParams, caps: capsOf(rubric, c.id, main, mainParams) };
    if (alt) {
      const altParams = params(alt.parameters);
      const altCaps = capsOf(rubric, c.id, alt, altParams);
      out.alt = { label: alt.label, parameters: altParams, ...(altCaps.length ? { caps: altCaps } : {}) };
    }
    if (c.notes) out.notes = c.notes;
    return out;
  });
  const keep = ["id", "name", "repo_url", "subpath", "description", "category", "pinned_commit", "version", "scored_date", "scored_configuration", "capability_profile", "headline", "critical_findings", "rule_of_two", "reaudit_log", "limitations"];
  const card: Record<string, unknown> = Object.fromEntries(keep.filter((k) => k in data).map((k) => [k, data[k]]));
  card["criteria"] = criteria;
  card["critical_findings"] = ((data["critical_findings"] ?? []) as Array<Record<string, unknown>>).map((f) => ({ ...f, evidence: stripUrl((f["evidence"] ?? []) as Array<Record<string, unknown>>) }));
  card["fixes"] = ((data["fixes"] ?? []) as Array<Record<string, unknown>>).map(({ estimated_gain: _g, ...f }) => f);
  if (typeof data["scorecard_version"] === "string") card["scorecard_version"] = data["scorecard_version"];
  return card as unknown as Scorecard;
}
