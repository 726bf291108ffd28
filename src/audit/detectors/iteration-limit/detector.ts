import { searchDetector } from "../search-detector.js";
import { UNLIMITED_STEP_CAP } from "../step-limit-default-off/detector.js";

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
  // Why `chain_limit`: a tool chain's cap on consecutive tool-call rounds is the same bound under another name.
  // Why camelCase names only with the loop's words between (`maxAutoRetryIterations`, `maxToolRounds`): other
  // loops have limits too (`maxPollIterations`, an animation's `maxBirthSteps`).
  pattern: String.raw`(?i)max_\w*(iterations|steps|turns|rounds|loops|tool_?calls)(_per_[a-z]+)?\b|recursion_?limit|max(Auto\w*|Agent\w*|Tool\w*|Llm\w*|Model\w*|Continue\w*|Chat\w*|Conversation\w*)?(Steps|Turns|Iterations|Rounds|ToolCalls)|stepCountIs|iteration_?limit|step_?limit|turn_?limit|chain_?limit`,
});
