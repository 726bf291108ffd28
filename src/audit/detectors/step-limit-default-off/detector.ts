import type { Hit, SourceTree } from "../../source.js";
import { linesBelow, searchDetector } from "../search-detector.js";
import { UNLIMITED_STEP_CAP, UNLIMITED_STEP_CAP_SOURCE } from "../step-caps.js";

// Why: `None` is also Python's and JavaScript's way to say "use the default": a parameter declared `max_turns=None`
// and filled in just below (`if max_turns is None: max_turns = MAX_TURNS`, `max_turns or MAX_TURNS`, `?? 50`) has a cap.
const FALLBACK_LOOK_AHEAD = 8;

/** Whether the lines below the declaration give the setting a fallback value. */
function filledInBelow(hit: Hit, source: SourceTree): boolean {
  const name = UNLIMITED_STEP_CAP.exec(hit.text)?.[1];
  if (!name) return false;
  const fallback = new RegExp(String.raw`\b${name}\s*(=[^=]|\?\?=|\bor\b|\?\?)`);
  return linesBelow(hit, source, FALLBACK_LOOK_AHEAD).some((line) => fallback.test(line));
}

/**
 * Is a step cap declared with no limit by default (`max_steps: int | None = None`, `maxTurns = Infinity`)?
 * Why: such a cap bounds a run only once the developer or operator sets it; by default the loop runs until the model
 * stops, so the cap is an opt-in alternative rather than a default limit.
 */
export const detector = searchDetector({
  id: "step-limit-default-off",
  question: "Is a step cap declared with no limit by default (None, null or infinity)?",
  inventory: "limits",
  keep: (hit, source) => !filledInBelow(hit, source),
  dropNote: "the hits are comments or settings given a fallback value just below their declaration",
  pattern: `(?i)${UNLIMITED_STEP_CAP_SOURCE}`,
});
