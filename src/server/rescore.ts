import { createHash } from "node:crypto";
import type { Scorecard } from "../model/scorecard.js";
import { validateScorecard } from "../model/validate.js";
import type { Rubric } from "../rubric/load.js";
import { scoreScorecard } from "../score/score.js";
import type { ScoredReport } from "../score/types.js";
import type { StoredScorecard } from "../store/types.js";
import { Lru } from "./lru.js";

/** A stored scorecard read back: the scored model and the published entry, or why it cannot be shown. */
export type ReadScorecard = { ok: true; report: ScoredReport; entry: Record<string, unknown>; key: string } | { ok: false; reason: string };

const cache = new Lru<string, ReadScorecard>(256);

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Re-validates and re-scores a stored source scorecard, so pages render from the one scored model.
 * Never throws: a row that no longer parses or validates comes back as unavailable with a reason.
 * Cached by content hash, because a replace may keep the same agent, commit and timestamp.
 */
export function readStoredScorecard(row: StoredScorecard, rubric: Rubric): ReadScorecard {
  const key = createHash("sha1").update(row.sourceJson).update("\0").update(row.entryJson).digest("hex");
  const hit = cache.get(key);
  if (hit) return hit;
  const result = readUncached(row, rubric, key);
  cache.set(key, result);
  return result;
}

function readUncached(row: StoredScorecard, rubric: Rubric, key: string): ReadScorecard {
  const source = parseObject(row.sourceJson);
  if (!source) return { ok: false, reason: "the stored scorecard is not a JSON object" };
  const entry = parseObject(row.entryJson);
  if (!entry) return { ok: false, reason: "the stored entry is not a JSON object" };
  // Why the same rule as the reader of files: report_style marks an imported report, validated leniently.
  const v = validateScorecard(source, rubric, "report_style" in source ? "imported" : "authored");
  if (!v.card) return { ok: false, reason: `the stored scorecard no longer validates: ${v.errors[0] ?? "unknown error"}` };
  try {
    return { ok: true, report: scoreScorecard(rubric, v.card satisfies Scorecard), entry, key };
  } catch (e) {
    return { ok: false, reason: `the stored scorecard cannot be scored: ${(e as Error).message}` };
  }
}
