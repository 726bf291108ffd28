import { searchDetector } from "../search-detector.js";

/** Do tools declare risk annotations (readOnlyHint, destructiveHint)? */
export const detector = searchDetector({
  id: "tool-annotations",
  question: "Do tools declare risk annotations (readOnlyHint, destructiveHint)?",
  inventory: "tool",
  pattern: String.raw`readOnlyHint|destructiveHint|idempotentHint|openWorldHint|read_only_hint|destructive_hint|ReadOnlyHint|DestructiveHint`,
});
