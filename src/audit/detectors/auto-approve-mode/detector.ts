import { searchDetector } from "../search-detector.js";

// Why: `--noconfirm` in a packaging step's `makepkg`/`pacman` command answers that tool's prompts, not the agent's.
const PACKAGER_NO_CONFIRM = /\b(makepkg|pacman|yay|paru)\b[^\n]*--noconfirm/;
const OTHER_SWITCH = /yolo|auto_?approv|always_?allow|dangerously_?|skip_?permissions|full_?auto|bypass_?permissions/i;

/** Is there a mode or flag that skips approval (yolo, auto-approve, always-allow, dangerously-*)? */
export const detector = searchDetector({
  id: "auto-approve-mode",
  question: "Is there a mode or flag that skips approval (yolo, auto-approve, always-allow, dangerously-*)?",
  inventory: "approval",
  // Why yolo as a word or a camel-case part only: YOLO object-detection models (doclayout_yolo, YOLOv10) are not a mode.
  pattern: String.raw`(?i)\byolo(_?mode)?\b|(?-i:[a-z]Yolo(Mode)?\b)|auto_?approv|always_?allow|dangerously_?(skip|bypass|allow|auto|disable|no)\w*|skip_?permissions|full_?auto|bypass_?permissions|no_?confirm`,
  keep: (hit) => (!PACKAGER_NO_CONFIRM.test(hit.text) || OTHER_SWITCH.test(hit.text)),
  dropNote: "comments, and a system package manager's --noconfirm inside a build or packaging command, are not an approval switch",
});
