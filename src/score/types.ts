import type {
  CriterionId,
  Fix,
  ParameterId,
  ReportStyle,
  StyleMix,
  Scorecard,
} from "../model/scorecard.js";
import type { EvidenceItem } from "../model/evidence.js";

/** A cap that binds a configuration: id, ceiling and the reason shown. */
export interface AppliedCap {
  id: string;
  ceiling: number;
  reason: string;
}

/** One dimension with its level and points (in fortieths of a criterion). */
export interface ScoredParameter {
  id: ParameterId;
  level: number;
  sa: boolean;
  status: "verified" | "inferred";
  finding: string;
  gap?: string;
  evidence: EvidenceItem[];
  /** Weight in fortieths (3 or 2). */
  weight: number;
  /** weight · level; 0–12 for S/C, 0–8 for D/B. */
  points: number;
}

/** One configuration of a criterion (the default or an opt-in alternative), scored. */
export interface ScoredMechanism {
  kind: "default" | "alt";
  label: string;
  /** k = 3S + 3C + 2D + 2B, an integer 0–40. */
  points: number;
  /** Points after the binding cap: min(k, 40·ceiling). */
  cappedPoints: number;
  raw: number;
  score: number;
  cap: AppliedCap | null;
  inferred: number;
  confidence: "high" | "medium" | "low";
  parameters: Record<ParameterId, ScoredParameter>;
}

/** One criterion with every configuration scored and the counted one chosen. */
export interface ScoredCriterion {
  id: CriterionId;
  number: number;
  name: string;
  question: string;
  owasp: string[];
  summary: string;
  notes?: string;
  status: "scored" | "structural_absence";
  counted: "default" | "alt";
  score: number;
  cappedPoints: number;
  confidence: "high" | "medium" | "low";
  cap: AppliedCap | null;
  mechanisms: ScoredMechanism[];
  absenceEvidence?: EvidenceItem[];
}

/** An improvement with its gain before caps and after every cap is re-evaluated. */
export interface ScoredFix extends Fix {
  /** weight · (to − from) / 40. */
  gainBeforeCaps: number;
  /** Change of the criterion's counted score if only this parameter moved. */
  gainAfterCaps: number;
}

/** The scored model: the scorecard plus every computed number. Renderers take this. */
export interface ScoredReport {
  card: Scorecard;
  style: ReportStyle | StyleMix;
  criteria: ScoredCriterion[];
  /** Total in tenths: ⌊(U + 2) / 4⌋ with U the summed capped points. */
  totalTenths: number;
  total: number;
  band: { id: string; label: string; color: string };
  applicable: { count: number; score: number; max: number; percent: number | null };
  fixes: ScoredFix[];
  /** Display label of the category. */
  categoryLabel: string;
  /** The agent surface in report order, with display labels. */
  surface: Array<{ key: string; label: string; value: string }>;
  /** Method version the report was scored under. */
  methodVersion: string;
  entrySchemaVersion: string;
}
