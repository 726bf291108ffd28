import type { EvidenceItem } from "../model/evidence.js";
import type { SourceTree } from "./source.js";

/** What part of the trust boundary an inventory item belongs to (the method's step 3). */
export type InventoryKind =
  | "tool"
  | "interpretation"
  | "credential"
  | "ingestion"
  | "persistence"
  | "extension"
  | "approval"
  | "logging"
  | "limits"
  | "deployment"
  | "scoping"
  | "secrets"
  | "profile"
  | "reviewer-steering";

/** One place in the code: path:line and the line itself. */
export interface InventoryItem {
  kind: InventoryKind;
  detector: string;
  path: string;
  line: number;
  snippet: string;
}

/** A detector's answer to its one question, with the evidence that backs it. */
export interface Finding {
  detector: string;
  question: string;
  outcome: "found" | "not-found" | "not-applicable" | "error";
  /** Citations (with `contains`) when found; the exact search when not found. */
  evidence: EvidenceItem[];
  items: InventoryItem[];
  /** Set when outcome is "error": why the question could not be answered. */
  error?: string;
}

/** What every detector sees: the tree, plus findings of detectors that ran before it. */
export interface DetectorContext {
  source: SourceTree;
  /** A repo-relative deployment file the operator chose as the scored configuration (--config). */
  configPath?: string;
}

/** A detector answers one yes/no question about the code; it never knows levels or weights. */
export interface Detector {
  id: string;
  question: string;
  inventory: InventoryKind;
  run(ctx: DetectorContext): Promise<Finding>;
}
