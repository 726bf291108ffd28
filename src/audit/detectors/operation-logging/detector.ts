import { LOG_CALL, searchDetector } from "../search-detector.js";

const ONLY_ON_FAILURE = /\.(error|warn|warning|Error|Warn|Warnf|Errorf|LogError|LogWarning|LogCritical)\(|console\.(error|warn)\(|\b(error|warn)!\(|System\.err\./;

/** Does the program write operational logs at all (the weakest form of a record of what it did)? */
export const detector = searchDetector({
  id: "operation-logging",
  question: "Does the program write operational logs at all (the weakest form of a record of what it did)?",
  inventory: "logging",
  // Why info level and above: debug output is off in a default run, and the anchors do not count it as a record.
  pattern: LOG_CALL,
  // Why cite info lines first: an error or a warning is logged when something fails; an info line records an
  // operation that ran, which is what the claim "operations are logged" rests on.
  prefer: (hit) => !ONLY_ON_FAILURE.test(hit.text),
});
