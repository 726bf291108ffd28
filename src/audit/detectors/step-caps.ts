import { DECLARED_DEFAULT } from "./search-detector.js";

// Why camelCase names only with the loop's words between (`maxAutoRetryIterations`, `maxToolRounds`): other loops have
// limits too (`maxPollIterations`, an animation's `maxBirthSteps`). Why `chain_limit`: a tool chain's cap on
// consecutive tool-call rounds is the same bound under another name. Why `max_iter` whole: abbreviated, it is a loop's
// round cap (`for i in range(self.max_iter)`); inside a longer word (`max_waiter`) it is not.
/** The names of a cap on an agent's steps (`max_steps`, `maxTurns`, `recursion_limit`), as a ripgrep regex. */
export const STEP_CAP_NAME = String.raw`(max_\w*(iterations|steps|turns|rounds|loops|tool_?calls)(_per_[a-z]+)?\b|max_?iters?\b|max(Auto\w*|Agent\w*|Tool\w*|Llm\w*|Model\w*|Continue\w*|Chat\w*|Conversation\w*)?(Steps|Turns|Iterations|Rounds|ToolCalls)|recursion_?limit|(iteration|step|turn|chain)_?limit)`;

/** A step cap declared with no limit (None, null, undefined, nil or infinity), as a ripgrep regex; group 1 is its name. */
export const UNLIMITED_STEP_CAP_SOURCE = String.raw`\b${STEP_CAP_NAME}\??${DECLARED_DEFAULT}(None|null|undefined|nil|Infinity|math\.inf|float\(["']inf["']\))(\s*[,;)#/]|\s*$)`;

/** The same, for reading a hit's line. */
export const UNLIMITED_STEP_CAP = new RegExp(UNLIMITED_STEP_CAP_SOURCE, "i");
