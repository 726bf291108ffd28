import { mayBeGate, RUN_PROMPT } from "../approval-gate/detector.js";
import { searchDetector } from "../search-detector.js";

// Why: a call that builds the answer (`requestPermissionResponse(…)`) replies to a request; it asks no one.
const BUILDS_REPLY = /(approval|permission|confirmation|consent)\w*Response\s*\(/i;

/**
 * Does the program ask a person and wait, at the place a tool call is decided? Narrower than `approval-gate`: a call
 * that requests approval, a handler of a permission request, an approval named after the tool call it holds, or a
 * prompt asking whether to run. Names of settings, modes, flags, events and request types alone are not asks.
 */
export const detector = searchDetector({
  id: "approval-ask-site",
  question: "Does the program ask a person and wait before a tool call runs (an approval request, a permission-request handler, a run prompt)?",
  inventory: "approval",
  keep: (hit) => mayBeGate(hit) && !BUILDS_REPLY.test(hit.text),
  dropNote: "the hits build replies to a request, or are browser or desktop permission prompts, page dialogs, approve-all switches, account approvals, setup screens, type declarations or log lines",
  pattern: String.raw`(?i)\bapprovals?\.request\(|\b(request|ask|await|propose|prompt)_?\w{0,30}?(approval|permission|confirmation|consent)\w*\s*\(|tools?_?(calls?_?)?(approv|confirm|permission_?request)|(approv(e|al|ed)?|confirm(ation|ed)?)_?(tool|action)|\b(on|handle|emit)_?\w{0,20}?(approval|permission)_?request\w*\s*[(=:]|confirm_?ask|ask_?yes_?no|askYesNo|prompt_?confirm|${RUN_PROMPT}`,
});
