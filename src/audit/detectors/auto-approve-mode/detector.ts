import { searchDetector } from "../search-detector.js";

/** Is there a mode or flag that skips approval (yolo, auto-approve, always-allow, dangerously-*)? */
export const detector = searchDetector({
  id: "auto-approve-mode",
  question: "Is there a mode or flag that skips approval (yolo, auto-approve, always-allow, dangerously-*)?",
  inventory: "approval",
  pattern: String.raw`(?i)yolo|auto_?approv|always_?allow|dangerously_?(skip|bypass|allow|auto|disable|no)\w*|skip_?permissions|full_?auto|bypass_?permissions|no_?confirm`,
});
