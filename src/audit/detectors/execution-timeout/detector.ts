import { searchDetector } from "../search-detector.js";

/** Are model calls, tools or commands bounded by timeouts? */
export const detector = searchDetector({
  id: "execution-timeout",
  question: "Are model calls, tools or commands bounded by timeouts?",
  inventory: "limits",
  codeOnly: true,
  pattern: String.raw`(?i)\btimeout(_?(ms|s|sec|secs|seconds))?\s*[=:]\s*\d|context\.WithTimeout|asyncio\.wait_for|AbortSignal\.timeout|tokio::time::timeout|timeout=\w`,
});
