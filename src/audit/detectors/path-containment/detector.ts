import type { Hit, SourceTree } from "../../source.js";
import { linesBelow, searchDetector } from "../search-detector.js";

// Why: resolving the program's own location (`os.path.abspath(__file__)`, `realpath(__dirname)`) finds its files; it
// checks no path a tool was given.
const OWN_LOCATION = /__file__|__dirname|import\.meta/;
// Why a look at the next lines when a call only resolves a path (`os.path.abspath(p)`, Go's `filepath.Rel`,
// `realpath`): resolving names the file; containment is the check on the result that follows
// (`full.startswith(root)`, `strings.HasPrefix(rel, "..")`). A copy walk or a config loader resolves without checking.
const RESOLVE_ONLY = /realpath|os\.path\.(abspath|normpath)|filepath\.(Rel|EvalSymlinks)|canonicalize\(|toRealPath\(|getCanonical(Path|File)\(|Path\.GetFullPath\(/i;
const CHECKS_RESULT = /startswith|starts_with|HasPrefix|StartsWith|is_relative_to|relative_to\(|commonpath|["']\.\.["'/\\]|outside|escape|travers/i;
const LOOK_AHEAD = 5;

function checksContainment(hit: Hit, source: SourceTree): boolean {
  if (OWN_LOCATION.test(hit.text)) return false;
  if (!RESOLVE_ONLY.test(hit.text) || CHECKS_RESULT.test(hit.text)) return true;
  const after = linesBelow(hit, source, LOOK_AHEAD).join("\n");
  return CHECKS_RESULT.test(after);
}

/** Do file tools resolve paths and check they stay inside an allowed root? */
export const detector = searchDetector({
  id: "path-containment",
  question: "Do file tools resolve paths and check they stay inside an allowed root?",
  inventory: "scoping",
  keep: checksContainment,
  dropNote: "the hits resolve the program's own location, resolve a path without checking where it lands, or are comments",
  pattern: String.raw`(?i)realpath|os\.path\.(abspath|normpath|commonpath)|\.resolve\(\)\.is_relative_to|is_relative_to\(|filepath\.(Rel|EvalSymlinks)|O_NOFOLLOW|canonicalize\(|toRealPath\(|getCanonical(Path|File)\(|Path\.GetFullPath\(|\.normalize\(\)\.startsWith\(|path_?traversal|outside (the )?(workspace|root|allowed)`,
});
