import { searchDetector } from "../search-detector.js";

/** Is there a read-only mode or read-only tool set? */
export const detector = searchDetector({
  id: "read-only-mode",
  question: "Is there a read-only mode or read-only tool set?",
  inventory: "scoping",
  pattern: String.raw`(?i)read_?only_?(mode|tools)|readOnlyMode|--read-only|READ_ONLY|readonly\s*[=:]\s*(true|True)|read_only\s*[=:]\s*(true|True)`,
});
