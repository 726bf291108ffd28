import { z } from "zod";
import { CATEGORY_IDS, CRITERION_IDS, PARAMETER_IDS, SURFACE_KEYS } from "../model/scorecard.js";

const Anchors = z.strictObject({ 0: z.string(), 1: z.string(), 2: z.string(), 3: z.string(), 4: z.string() });
const Dimension = z.strictObject({ title: z.string(), levels: Anchors, guidance: z.string().optional() });

/** rubric/method.yaml: the fixed facts of the method. */
export const MethodFileSchema = z.strictObject({
  method: z.string(),
  version: z.string().regex(/^\d+\.\d+$/),
  entry_schema_version: z.string(),
  dimensions: z
    .array(z.strictObject({ id: z.enum(PARAMETER_IDS), name: z.string(), entry_name: z.string(), weight: z.number().int(), asks: z.string() }))
    .length(4),
  levels: z.array(z.strictObject({ level: z.number().int(), fraction: z.number() })).length(5),
  rules: z.array(z.strictObject({ id: z.string(), text: z.string() })),
  caps: z.array(
    z.strictObject({
      id: z.string(),
      ceiling: z.number(),
      criterion: z.enum(CRITERION_IDS).nullable(),
      kind: z.enum(["opt-in", "critical-gap"]),
      condition: z.string().optional(),
      automatic: z.boolean().optional(),
    }),
  ),
  automatic_cap_reasons: z.record(z.string(), z.string()),
  critical_blast_radius_criteria: z.array(z.enum(CRITERION_IDS)),
  bands: z.array(
    z.strictObject({ id: z.string(), label: z.string(), min_score: z.number(), color: z.enum(["green", "amber", "red"]) }),
  ),
  categories: z.array(z.strictObject({ id: z.enum(CATEGORY_IDS), label: z.string(), description: z.string() })),
  category_rules: z.array(z.string()),
  surface: z.array(z.strictObject({ key: z.enum(SURFACE_KEYS), label: z.string() })).length(9),
  surface_values: z.array(z.string()),
});

/** rubric/criteria/C<N>.yaml: one criterion with its anchors, caps, where to look and traps. */
export const CriterionFileSchema = z.strictObject({
  id: z.enum(CRITERION_IDS),
  number: z.number().int().min(1).max(10),
  name: z.string(),
  question: z.string(),
  owasp: z.array(z.string()),
  owasp_mapping: z.string(),
  playbook: z.string(),
  risk_surface: z.string(),
  why_it_matters: z.string(),
  notes: z.array(z.string()).optional(),
  structural_absence: z.string().optional(),
  dimensions: z.strictObject({ S: Dimension, C: Dimension, D: Dimension, B: Dimension }),
  tool_server_strength: z.strictObject({ title: z.string(), levels: Anchors }).optional(),
  caps: z.array(z.strictObject({ id: z.string(), condition: z.string() })),
  where_to_look: z.array(z.string()),
  traps: z.array(z.string()),
});

/** rubric/threats.yaml: threat-code frameworks, playbooks and per-criterion threat codes. */
export const ThreatsFileSchema = z.strictObject({
  frameworks: z.array(
    z.strictObject({ id: z.string(), name: z.string(), codes: z.array(z.strictObject({ code: z.string(), name: z.string() })) }),
  ),
  playbooks: z.array(
    z.strictObject({ number: z.number().int(), name: z.string(), threats: z.array(z.string()), summary: z.string() }),
  ),
  criterion_threats: z.record(
    z.enum(CRITERION_IDS),
    z.strictObject({ asi: z.array(z.string()), threats: z.array(z.string()), llm: z.array(z.string()) }),
  ),
});

export type MethodFile = z.infer<typeof MethodFileSchema>;
export type CriterionFile = z.infer<typeof CriterionFileSchema>;
export type ThreatsFile = z.infer<typeof ThreatsFileSchema>;
