import { z } from "zod";
import { CRITERION_IDS } from "../../model/scorecard.js";

const Kind = z.enum(["platform", "framework", "tool-server", "cli"]);

/** A condition over detector outcomes and the project kind; every listed part must hold (`or`: one of the nested conditions). */
export interface Condition {
  all?: string[] | undefined;
  any?: string[] | undefined;
  none?: string[] | undefined;
  kind?: Array<z.infer<typeof Kind>> | undefined;
  not_kind?: Array<z.infer<typeof Kind>> | undefined;
  or?: Condition[] | undefined;
}

/** Schema of a condition. */
export const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.strictObject({
    all: z.array(z.string()).optional(),
    any: z.array(z.string()).optional(),
    none: z.array(z.string()).optional(),
    kind: z.array(Kind).optional(),
    not_kind: z.array(Kind).optional(),
    or: z.array(ConditionSchema).optional(),
  }),
);

/** One rung of a dimension's ladder: the level it gives when its condition holds, with the words the report uses. */
export const LevelRuleSchema = z.strictObject({
  level: z.number().int().min(0).max(4),
  when: ConditionSchema.optional(),
  finding: z.string().min(1),
  gap: z.string().optional(),
  /** Detectors whose evidence backs the level besides those named in `when`. */
  cite: z.array(z.string()).optional(),
  /** The level is reasoned from what the detectors found rather than read directly. */
  inferred: z.boolean().optional(),
});

const Ladder = z.array(LevelRuleSchema).min(1);

/** The rules for one criterion: structural absence, caps, an opt-in alternative, and a ladder per dimension. */
export const CriterionRulesSchema = z.strictObject({
  structural_absence: z.strictObject({ when: ConditionSchema, evidence: z.array(z.string()).min(1), summary: z.string() }).optional(),
  caps: z.array(z.strictObject({ id: z.string(), when: ConditionSchema, reason: z.string(), critical: z.string().optional() })).optional(),
  alt: z
    .strictObject({
      label: z.string(),
      when: ConditionSchema,
      dimensions: z.strictObject({ S: Ladder, C: Ladder, D: Ladder, B: Ladder }),
    })
    .optional(),
  dimensions: z.strictObject({ S: Ladder, C: Ladder, D: Ladder, B: Ladder }),
  /** G1 on the default configuration when its control exists (S ≥ L1) but is off by default (D = L0). */
  opt_in_when_off: z.boolean().optional(),
  /** Sentence for the critical-gaps list when B is L0 (C1, C4, C5, C7). */
  critical_b: z.string().optional(),
  owasp: z.array(z.string()).optional(),
});

/** Where a condition holds, a detector counts as found only when a narrower detector found it too. */
export const NarrowingSchema = z.strictObject({ detector: z.string(), by: z.string(), when: ConditionSchema });

/** rubric/judge.yaml: the judge's rules, one entry per criterion, and the narrowings applied before them. */
export const JudgeRulesSchema = z.strictObject({
  narrowings: z.array(NarrowingSchema).optional(),
  criteria: z.record(z.enum(CRITERION_IDS), CriterionRulesSchema),
});

export type LevelRule = z.infer<typeof LevelRuleSchema>;
export type CriterionRules = z.infer<typeof CriterionRulesSchema>;
export type JudgeRules = z.infer<typeof JudgeRulesSchema>;
