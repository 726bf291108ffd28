import { searchDetector } from "../search-detector.js";

/** Do tools declare risk annotations (readOnlyHint, destructiveHint)? */
export const detector = searchDetector({
  id: "tool-annotations",
  question: "Do tools declare risk annotations (readOnlyHint, destructiveHint)?",
  inventory: "tool",
  // Why text literals too: a tool's risk hints are often declared in its description text.
  readsTextLiterals: true,
  pattern: String.raw`readOnlyHint|destructiveHint|idempotentHint|openWorldHint|read_only_hint|destructive_hint|ReadOnlyHint|DestructiveHint`,
});
