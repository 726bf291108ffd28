import { searchDetector } from "../search-detector.js";
import { STEP_CAP_NAME, UNLIMITED_STEP_CAP } from "../step-caps.js";

/** Is there a cap on agent steps or iterations? */
export const detector = searchDetector({
  id: "iteration-limit",
  question: "Is there a cap on agent steps or iterations?",
  inventory: "limits",
  // Why: a cap declared with no limit (`max_steps: int | None = None`) bounds nothing by default; that is
  // step-limit-default-off's finding, not a cap.
  // And a status constant named for the cap (`MAX_ROUNDS = "MAX_ROUNDS"`) labels a stop reason; it sets no cap.
  keep: (hit) => !UNLIMITED_STEP_CAP.test(hit.text) && !/\b(\w+)\s*=\s*["']\1["']/.test(hit.text),
  dropNote: "the hits are comments, step caps declared with no limit by default, or status constants named for a cap",
  // Why a comparison first: it is where the loop stops (`if steps >= max_steps`); a cap handed to a prompt template
  // (`prompt.format(max_iterations=…)`) only tells the model, and a settings field only declares the cap.
  prefer: (hit) => /[<>]=?\s*[\w.(]|\b(raise|throw)\b/.test(hit.text.replace(/=>|->|<\w[^>]*>/g, "")),
  pattern: `(?i)${STEP_CAP_NAME}|stepCountIs`,
});
