import type { Rubric } from "./load.js";

/** The method as JSON for other tools: the calculator's catalog fields plus anchors, caps and threat codes. */
export function buildCatalog(rubric: Rubric): Record<string, unknown> {
  const m = rubric.method;
  return {
    scorecard_version: m.version,
    parameters: m.dimensions.map((d) => ({ id: d.id, name: d.entry_name, weight: d.weight / 10, asks: d.asks })),
    levels: m.levels,
    bands: m.bands,
    categories: m.categories,
    category_rules: m.category_rules,
    surface: m.surface,
    rules: m.rules,
    criteria: rubric.criteria.map((c) => ({
      id: c.id,
      number: c.number,
      name: c.name,
      question: c.question,
      owasp: c.owasp,
      max: 1,
      owasp_mapping: c.owasp_mapping,
      playbook: c.playbook,
      risk_surface: c.risk_surface,
      why_it_matters: c.why_it_matters,
      ...(c.notes ? { notes: c.notes } : {}),
      ...(c.structural_absence ? { structural_absence: c.structural_absence } : {}),
      dimensions: c.dimensions,
      ...(c.tool_server_strength ? { tool_server_strength: c.tool_server_strength } : {}),
      caps: c.caps,
      where_to_look: c.where_to_look,
      traps: c.traps,
    })),
    caps: m.caps.map((cap) => ({
      id: cap.id,
      max: cap.ceiling,
      criterion: cap.criterion,
      kind: cap.kind,
      condition: cap.condition ?? rubric.criteria.flatMap((c) => c.caps).find((x) => x.id === cap.id)?.condition ?? "",
      ...(cap.automatic ? { automatic: true } : {}),
    })),
    threats: rubric.threats,
  };
}
