import { searchDetector } from "../search-detector.js";

/** Do file tools resolve paths and check they stay inside an allowed root? */
export const detector = searchDetector({
  id: "path-containment",
  question: "Do file tools resolve paths and check they stay inside an allowed root?",
  inventory: "scoping",
  pattern: String.raw`(?i)realpath|os\.path\.(abspath|normpath|commonpath)|\.resolve\(\)\.is_relative_to|is_relative_to\(|filepath\.(Rel|EvalSymlinks)|O_NOFOLLOW|canonicalize\(|path_?traversal|outside (the )?(workspace|root|allowed)`,
});
