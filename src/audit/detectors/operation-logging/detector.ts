import { LOG_CALL, searchDetector } from "../search-detector.js";

/** Does the program write operational logs at all (the weakest form of a record of what it did)? */
export const detector = searchDetector({
  id: "operation-logging",
  question: "Does the program write operational logs at all (the weakest form of a record of what it did)?",
  inventory: "logging",
  // Why info level and above: debug output is off in a default run, and the anchors do not count it as a record.
  pattern: LOG_CALL,
});
