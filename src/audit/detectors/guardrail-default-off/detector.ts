import { DECLARED_DEFAULT, searchDetector } from "../search-detector.js";

const INVERTED = /(skip|bypass|disable|no)_?(guard|screen|sanitiz|filter)/i;

/** Is an input guardrail (injection screening, content filter) declared with a default of off? */
export const detector = searchDetector({
  id: "guardrail-default-off",
  question: "Is an input guardrail (injection screening, content filter) declared with a default of off?",
  inventory: "ingestion",
  pattern: String.raw`(?i)\w*(guardrail|injection_?(check|filter|detect\w*|guard)|content_?filter|screen_?(input|output|tool)\w*|untrusted_?(mode|marking))\w*${DECLARED_DEFAULT}(False|false)\b`,
  keep: (hit) => !INVERTED.test(hit.text),
});
