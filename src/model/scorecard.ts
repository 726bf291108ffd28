import { z } from "zod";
import { EvidenceItemSchema } from "./evidence.js";

/** Criterion ids in method order. */
export const CRITERION_IDS = ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10"] as const;
/** Parameter (dimension) ids in method order. */
export const PARAMETER_IDS = ["S", "C", "D", "B"] as const;
/** The nine agent-surface keys, in report order. */
export const SURFACE_KEYS = [
  "code_execution",
  "filesystem_write",
  "network_egress",
  "external_credentials",
  "persistent_memory",
  "untrusted_input",
  "third_party_extensions",
  "sub_agents",
  "external_communication",
] as const;
/** Category ids. */
export const CATEGORY_IDS = [
  "agent_frameworks",
  "ai_assistants",
  "coding",
  "cybersecurity",
  "data_analytics",
  "infrastructure_ops",
] as const;

export type CriterionId = (typeof CRITERION_IDS)[number];
export type ParameterId = (typeof PARAMETER_IDS)[number];
export type SurfaceKey = (typeof SURFACE_KEYS)[number];

const Level = z.number({ error: "level must be an integer 0–4" }).int({ error: "level must be an integer 0–4" }).min(0, { error: "level must be 0–4" }).max(4, { error: "level must be 0–4 (L4 is the highest)" });
const CriterionRef = z.enum(CRITERION_IDS, { error: "unknown criterion (expected C1–C10)" });
const ParameterRef = z.enum(PARAMETER_IDS, { error: "parameter must be S, C, D or B" });
const Evidence = z.array(EvidenceItemSchema);

/** One dimension verdict: level (0–4 or "SA"), status, finding, gap, evidence. */
export const ParameterSchema = z.strictObject({
  level: z.union([Level, z.literal("SA")], { error: 'level must be 0–4 or "SA"' }),
  status: z.enum(["verified", "inferred"], { error: "status must be \"verified\" or \"inferred\"" }),
  finding: z.string(),
  gap: z.string().optional(),
  evidence: Evidence,
  structural_absence: z.boolean().optional(),
});

/** A cap applied to a configuration, with the reason it applies. */
export const CapSchema = z.strictObject({ id: z.string().min(1), reason: z.string() });

const Parameters = z.strictObject({ S: ParameterSchema, C: ParameterSchema, D: ParameterSchema, B: ParameterSchema });

/** An opt-in alternative configuration of a criterion (always capped by G1). */
export const AltSchema = z.strictObject({
  label: z.string().min(1),
  parameters: Parameters,
  caps: z.array(CapSchema).optional(),
});

/** One criterion as authored: parameters (or structural absence), caps, optional alternative and notes. */
export const CriterionSchema = z.strictObject({
  id: CriterionRef,
  summary: z.string(),
  parameters: Parameters.optional(),
  caps: z.array(CapSchema).optional(),
  alt: AltSchema.optional(),
  notes: z.string().optional(),
  structural_absence: z.boolean().optional(),
  absence_evidence: Evidence.optional(),
});

const FixLevels = {
  criterion: CriterionRef,
  parameter: ParameterRef,
  from_level: Level,
  to_level: Level,
};

/** A ranked improvement: one parameter of one criterion moved between two levels. */
export const FixSchema = z.strictObject({ summary: z.string().min(1), ...FixLevels, playbook: z.string().optional() });
/** One level changed during the adversarial re-audit. */
export const ReauditSchema = z.strictObject({ ...FixLevels, reason: z.string().min(1) });
/** A critical gap shown at the top of the report. */
export const CriticalFindingSchema = z.strictObject({
  summary: z.string().min(1),
  criterion: CriterionRef,
  owasp: z.array(z.string()),
  evidence: Evidence,
});

/** The Rule-of-Two check: what provides each leg and whether they meet in one default session. */
export const RuleOfTwoSchema = z.strictObject({
  untrusted_input: z.string(),
  sensitive_data: z.string(),
  state_change_or_egress: z.string(),
  same_session: z.boolean(),
});

const Surface = z.strictObject(
  Object.fromEntries(SURFACE_KEYS.map((k) => [k, z.enum(["yes", "no", "opt_in"])])) as Record<
    SurfaceKey,
    z.ZodEnum<{ yes: "yes"; no: "no"; opt_in: "opt_in" }>
  >,
);

const Variant = z.enum(["a", "b"]);

/** The report elements whose punctuation differs between the two variants (`../shared/spec/method.md`, "Format"). */
export const STYLE_ELEMENTS = ["title", "no_cap", "heading", "evidence", "critical", "cap_line", "improvement"] as const;

/** Which variant each element follows, for a published report that mixes them (variant B headings, A evidence). */
export const StyleMixSchema = z.strictObject(
  Object.fromEntries(STYLE_ELEMENTS.map((k) => [k, Variant])) as Record<(typeof STYLE_ELEMENTS)[number], typeof Variant>,
);

/**
 * The authored scorecard, field-compatible with the method's scorecard.json.
 * `report_style` is didscore's only addition: the report variant a scorecard was imported from, or per element when the
 * report mixes them.
 */
export const ScorecardSchema = z.strictObject({
  schema_version: z.string().optional(),
  scorecard_version: z.string().optional(),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "id must be a lowercase slug [a-z0-9-]"),
  name: z.string().min(1),
  repo_url: z.string().regex(/^https:\/\//, "repo_url must start with https://"),
  subpath: z.string().nullable(),
  description: z.string(),
  category: z.enum(CATEGORY_IDS),
  pinned_commit: z.string().regex(/^[0-9a-f]{40}$/, "pinned_commit must be the full 40-character lowercase SHA"),
  version: z.string().nullable(),
  scored_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "scored_date must be YYYY-MM-DD"),
  scored_configuration: z.string(),
  capability_profile: Surface,
  headline: z.string(),
  criteria: z.array(CriterionSchema),
  critical_findings: z.array(CriticalFindingSchema),
  rule_of_two: RuleOfTwoSchema,
  fixes: z.array(FixSchema),
  reaudit_log: z.array(ReauditSchema),
  limitations: z.array(z.string()),
  report_style: z.union([Variant, StyleMixSchema]).optional(),
});

export type Parameter = z.infer<typeof ParameterSchema>;
export type Cap = z.infer<typeof CapSchema>;
export type Alt = z.infer<typeof AltSchema>;
export type Parameters = z.infer<typeof Parameters>;
export type Criterion = z.infer<typeof CriterionSchema>;
export type Fix = z.infer<typeof FixSchema>;
export type ReauditEntry = z.infer<typeof ReauditSchema>;
export type CriticalFinding = z.infer<typeof CriticalFindingSchema>;
export type RuleOfTwo = z.infer<typeof RuleOfTwoSchema>;
export type Scorecard = z.infer<typeof ScorecardSchema>;
export type ReportStyle = "a" | "b";
export type StyleMix = z.infer<typeof StyleMixSchema>;
