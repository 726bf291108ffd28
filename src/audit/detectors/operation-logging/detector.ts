import { isCommentLine, searchDetector } from "../search-detector.js";

/** Does the program write operational logs at all (the weakest form of a record of what it did)? */
export const detector = searchDetector({
  id: "operation-logging",
  question: "Does the program write operational logs at all (the weakest form of a record of what it did)?",
  inventory: "logging",
  keep: (hit) => !isCommentLine(hit.text),
  // Why info level and above: debug output is off in a default run, and the anchors do not count it as a record.
  pattern: String.raw`\b(logger|log|logging|slog|_logger|LOGGER)\.(info|warn|warning|error|notice|Info|Warn|Error|Infof|Warnf|Errorf)\(|console\.(log|error|info|warn)\(|\blog\.(Printf|Println|Print)\(|\b(tracing::)?(info|warn|error)!\(|\.Log(Information|Warning|Error|Critical)\(|System\.(out|err)\.println\(`,
});
