import { searchDetector } from "../search-detector.js";

/** Does the program drive a browser (navigate, click, type, act) on the model's behalf? */
export const detector = searchDetector({
  id: "browser-actions",
  question: "Does the program drive a browser (navigate, click, type, act) on the model's behalf?",
  inventory: "tool",
  // Why its own detector: a driven browser submits forms, posts and buys on whatever site it is on, so a server whose
  // tools only "navigate" and "act" is neither read-only nor without an outbound channel, whatever its tool names say.
  pattern: String.raw`\b(page|stagehand|browser|tab|frame|locator\([^)]*\)|getByRole\([^)]*\))\.(act|click|fill|type|press|selectOption|check|dblclick|tap|goto|navigate)\(`,
});
