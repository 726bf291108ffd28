import { searchDetector } from "../search-detector.js";

/** Is there a cap on agent steps or iterations? */
export const detector = searchDetector({
  id: "iteration-limit",
  question: "Is there a cap on agent steps or iterations?",
  inventory: "limits",
  // Why camelCase names only with the loop's words between (`maxAutoRetryIterations`, `maxToolRounds`): other
  // loops have limits too (`maxPollIterations`, an animation's `maxBirthSteps`).
  pattern: String.raw`(?i)max_\w*(iterations|steps|turns|rounds|loops|tool_?calls)(_per_[a-z]+)?\b|recursion_?limit|max(Auto\w*|Agent\w*|Tool\w*|Llm\w*|Model\w*|Continue\w*|Chat\w*|Conversation\w*)?(Steps|Turns|Iterations|Rounds|ToolCalls)|stepCountIs|iteration_?limit|step_?limit|turn_?limit`,
});
