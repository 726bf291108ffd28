import { searchDetector } from "../search-detector.js";

/**
 * Is approval declared per tool, or through a hook that is unset by default?
 * Why: a library whose gate holds only the tools marked `requires_approval`, the nodes listed in `interrupt_before`, or
 * runs only when an approval callback is passed, lets a tool registered the default way run unasked — unlike a loop
 * that asks before every call, which has none of these.
 */
export const detector = searchDetector({
  id: "approval-opt-in",
  question: "Is approval declared per tool, or through a hook that is unset by default?",
  inventory: "approval",
  pattern: String.raw`(?i)\b(requires?_?approval|needs?_?approval|approval_?required|interrupt_?(before|on)|requireApproval|needsApproval|requiresApproval)\b\s*(:\s*[\w\[\], |]+)?\s*[:=]|\w*(approv|confirm|permission)\w*\s*(:\s*[\w\[\]., |"]+)?\s*=\s*(None|null|undefined)\b|\w*(approv|confirm|permission)\w*\?\s*:`,
});
