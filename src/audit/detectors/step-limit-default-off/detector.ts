import { DECLARED_DEFAULT, searchDetector } from "../search-detector.js";

// The step-cap names `iteration-limit` reads, as a setting's name (`max_steps`, `maxTurns`, `recursion_limit`), declared
// with no limit: None, null, undefined, nil or infinity.
const UNLIMITED = String.raw`\b(max_\w*(iterations|steps|turns|rounds|loops|tool_?calls)|max(Auto\w*|Agent\w*|Tool\w*|Llm\w*|Model\w*|Continue\w*|Chat\w*|Conversation\w*)?(Steps|Turns|Iterations|Rounds|ToolCalls)|recursion_?limit|(iteration|step|turn)_?limit)\??${DECLARED_DEFAULT}(None|null|undefined|nil|Infinity|math\.inf|float\(["']inf["']\))(\s*[,;)#/]|\s*$)`;

/** A step cap declared with no limit by default (`max_steps: int | None = None`), for reading a hit's line. */
export const UNLIMITED_STEP_CAP = new RegExp(UNLIMITED, "i");

/**
 * Is a step cap declared with no limit by default (`max_steps: int | None = None`, `maxTurns = Infinity`)?
 * Why: such a cap bounds a run only once the developer or operator sets it; by default the loop runs until the model
 * stops, so the cap is an opt-in alternative rather than a default limit.
 */
export const detector = searchDetector({
  id: "step-limit-default-off",
  question: "Is a step cap declared with no limit by default (None, null or infinity)?",
  inventory: "limits",
  pattern: `(?i)${UNLIMITED}`,
});
