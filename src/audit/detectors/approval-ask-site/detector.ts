import { ASK_SITE, mayBeGate } from "../approval-gate/detector.js";
import { searchDetector } from "../search-detector.js";

// Why: a call that builds the answer (`requestPermissionResponse(…)`) replies to a request; it asks no one.
const BUILDS_REPLY = /(approval|permission|confirmation|consent)\w*Response\s*\(/i;

/**
 * Does the program ask a person and wait, at the place a tool call is decided? Narrower than `approval-gate` (its
 * `ASK_SITE` places only): names of settings, modes, flags, events and request types alone are not asks.
 */
export const detector = searchDetector({
  id: "approval-ask-site",
  question: "Does the program ask a person and wait before a tool call runs (an approval request, a permission-request handler, a run prompt)?",
  inventory: "approval",
  keep: (hit, source) => mayBeGate(hit, source) && !BUILDS_REPLY.test(hit.text),
  dropNote: "the hits build replies to a request, or are browser or desktop permission prompts, page dialogs, approve-all switches, account approvals, setup screens, type declarations or log lines",
  pattern: `(?i)${ASK_SITE}`,
});
