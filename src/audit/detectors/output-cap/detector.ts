import { isDefinitionLine, searchDetector } from "../search-detector.js";

// Why: a default in a function signature is a limit the caller may override (the anchors' "caller-chosen" level).
// (The second form is the last line of a signature spread over several lines.)
const SIGNATURE_END = /\)\s*(=>|:|\{)\s*$/;

/** Does the program cap how much its operations return (rows, results, pages, lines, bytes)? */
export const detector = searchDetector({
  id: "output-cap",
  question: "Does the program cap how much its operations return (rows, results, pages, lines, bytes)?",
  inventory: "limits",
  keep: (hit) => !isDefinitionLine(hit.text) && !SIGNATURE_END.test(hit.text),
  dropNote: "the hits are comments or defaults in function signatures",
  // Why constants and defaults with a number: a cap the code sets is server-enforced; a bare `limit` parameter is the caller's choice.
  pattern: String.raw`\bMAX_[A-Z0-9_]*(ROWS|RESULTS|ITEMS|PAGES|LINES|BYTES|CHARS|CHARACTERS|LENGTH|TOKENS|OUTPUT|ENTRIES|DEPTH|RESPONSE_SIZE|OUTPUT_SIZE)\b\s*(:\s*\w+\s*)?[=:]\s*[\d_]|(?i)\bmax_?(rows|results|items|pages|lines|bytes|chars|characters|output_?(size|length|chars|bytes)|response_?(size|length|bytes)|entries)\s*(:\s*\w+\s*)?[:=]\s*[\d_]{2,}`,
});
