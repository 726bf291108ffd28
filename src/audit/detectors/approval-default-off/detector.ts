import { isCommentLine, searchDetector } from "../search-detector.js";

// Why: "autoApprove = false" or "skip_confirmation: false" mean the gate is ON; only positive gate settings count.
const INVERTED = /(auto|skip|bypass|disable|no)_?(approv|confirm)/i;

/** Is an approval or confirmation setting declared with a default of off? */
export const detector = searchDetector({
  id: "approval-default-off",
  question: "Is an approval or confirmation setting declared with a default of off?",
  inventory: "approval",
  pattern: String.raw`(?i)\w*(approv|confirm|human_?in_?the_?loop|require_?permission)\w*\s*(:\s*[\w\[\]|. ]+)?\s*[=:]\s*(Field\(\s*)?(default\s*=\s*)?(False|false)\b`,
  keep: (hit) => !isCommentLine(hit.text) && !INVERTED.test(hit.text),
  dropNote: "the hits are settings whose false value keeps the gate on (auto-approve or skip flags)",
});
