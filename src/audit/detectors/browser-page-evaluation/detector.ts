import type { Hit, SourceTree } from "../../source.js";
import { linesBelow, searchDetector } from "../search-detector.js";

const EVALUATE_CALL = /\bpage\.evaluate(Handle)?\(|\bRuntime\.evaluate\b|\bexecute(_script|Script)\(|\bevaluate_script\b|evaluateOnNewDocument\(|chrome\.scripting\.executeScript\(/;
// What follows the call when its script is the program's own: a function literal, a string or template with nothing
// interpolated, or an options object whose script is a function or bundled files.
const FIXED_SCRIPT = new RegExp(
  [
    String.raw`^\s*(async\s+)?(\(\s*[\w\s,:{}\[\]<>?|.]*\)\s*(:\s*[\w<>\[\]|. ]+)?\s*=>|\w+\s*=>|function\b)`,
    String.raw`^\s*(["'])([^"'\\$]|\\.)*\4\s*[,)]`,
    String.raw`^\s*\x60[^\x60$]*(\x60|$)`,
    String.raw`^\s*\{[\s\S]{0,300}?\b(func|function|files)\s*:`,
  ].join("|"),
);
// CDP's method name comes first; the script is its `expression`.
const FIXED_EXPRESSION = /expression["']?\s*:\s*["'\x60][^"'\x60$]*["'\x60]/;
const FOLLOWING_LINES = 8;

/**
 * Whether the evaluated script is code shipped with the program (model text can reach it only as data in its
 * arguments): a function literal, a fixed string, or a CDP expression that is a literal.
 */
function evaluatesFixedScript(hit: Hit, source: SourceTree): boolean {
  const call = EVALUATE_CALL.exec(hit.text);
  if (!call) return false;
  const following = linesBelow(hit, source, FOLLOWING_LINES).join("\n");
  const rest = `${hit.text.slice(call.index + call[0].length)}\n${following}`;
  if (!call[0].startsWith("Runtime")) return FIXED_SCRIPT.test(rest);
  const params = rest.slice(0, 300);
  return FIXED_EXPRESSION.test(params) && !/expression["']?\s*:\s*[A-Za-z_]/.test(params);
}

/** Does script the agent chooses run inside a browser page (Playwright/Puppeteer evaluate, CDP, WebDriver)? */
export const detector = searchDetector({
  id: "browser-page-evaluation",
  question: "Does script the agent chooses run inside a browser page (page.evaluate, CDP Runtime.evaluate, WebDriver executeScript)?",
  inventory: "interpretation",
  // Why a detector of its own: such script runs in the page's renderer, behind the browser's sandbox, not on the host
  // like eval or a shell; experts rate that as container-like isolation (C4).
  pattern: EVALUATE_CALL.source,
  keep: (hit, source) => !evaluatesFixedScript(hit, source),
  dropNote: "the hits are comments or evaluate the program's own script (a function literal or a fixed string)",
});
