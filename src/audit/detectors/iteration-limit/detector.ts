import { searchDetector } from "../search-detector.js";

/** Is there a cap on agent steps or iterations? */
export const detector = searchDetector({
  id: "iteration-limit",
  question: "Is there a cap on agent steps or iterations?",
  inventory: "limits",
  codeOnly: true,
  pattern: String.raw`(?i)max_\w*(iterations|steps|turns|rounds|loops|tool_?calls)(_per_[a-z]+)?\b|recursion_?limit|maxSteps|maxTurns|maxIterations|maxToolCalls|MaxIterations|MaxSteps|MaxTurns|stepCountIs|iteration_?limit|step_?limit|turn_?limit`,
});
