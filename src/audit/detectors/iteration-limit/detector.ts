import { searchDetector } from "../search-detector.js";

/** Is there a cap on agent steps or iterations? */
export const detector = searchDetector({
  id: "iteration-limit",
  question: "Is there a cap on agent steps or iterations?",
  inventory: "limits",
  pattern: String.raw`(?i)max_?(iterations|steps|turns|rounds|loops|tool_?calls|tool_?iterations)|recursion_?limit|maxSteps|maxTurns|maxIterations|stepCountIs|iteration_?limit|step_?limit`,
});
