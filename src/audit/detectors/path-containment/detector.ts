import type { Hit, SourceTree } from "../../source.js";
import { searchDetector } from "../search-detector.js";

// Why: resolving the program's own location (`os.path.abspath(__file__)`, `realpath(__dirname)`) finds its files; it
// checks no path a tool was given.
const OWN_LOCATION = /__file__|__dirname|import\.meta/;
// Why a look at the next lines for Go's filepath.Rel: it only computes a relative path (a copy walk uses it to name the
// destination); containment is the check on its result (`strings.HasPrefix(rel, "..")`) that follows.
const GO_REL = /filepath\.Rel\(/;
const CHECKS_RESULT = /HasPrefix\([^)]*"\.\."|"\.\."/;
const LOOK_AHEAD = 3;

function checksContainment(hit: Hit, source: SourceTree): boolean {
  if (OWN_LOCATION.test(hit.text)) return false;
  if (!GO_REL.test(hit.text)) return true;
  const after = (source.lines(hit.path) ?? []).slice(hit.line - 1, hit.line + LOOK_AHEAD).join("\n");
  return CHECKS_RESULT.test(after);
}

/** Do file tools resolve paths and check they stay inside an allowed root? */
export const detector = searchDetector({
  id: "path-containment",
  question: "Do file tools resolve paths and check they stay inside an allowed root?",
  inventory: "scoping",
  codeOnly: true,
  keep: checksContainment,
  dropNote: "the hits resolve the program's own location, compute a relative path without checking it, or are comments",
  pattern: String.raw`(?i)realpath|os\.path\.(abspath|normpath|commonpath)|\.resolve\(\)\.is_relative_to|is_relative_to\(|filepath\.(Rel|EvalSymlinks)|O_NOFOLLOW|canonicalize\(|toRealPath\(|getCanonical(Path|File)\(|Path\.GetFullPath\(|\.normalize\(\)\.startsWith\(|path_?traversal|outside (the )?(workspace|root|allowed)`,
});
