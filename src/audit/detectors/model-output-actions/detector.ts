import { searchDetector } from "../search-detector.js";

const FENCE = "```";
// Why these calls: a program that acts on the model's reply cuts the fenced blocks out of it with a regex or a split;
// the fence alone also appears in prompts and help text, and stripping it (re.sub, startswith) only cleans a reply.
const PARSE = String.raw`(re\.(findall|finditer|search|match|compile|split)\(|\.split\(|RegExp\(|regexp\.MustCompile\(|Regex::new\(|\.match(All)?\()`;
// Why not front ends: a chat page cuts code blocks out of replies to highlight them, not to run them.
const FRONT_END_DIR = /(^|\/)(frontend|web|webui|ui|components|client|renderer|webview|static|public|www)\//i;
const RENDERING = /markdown|highlight|render|syntax|prism|katex|documentation/i;
// Why not JSON: cutting a ```json block out of a reply reads structured output, it does not run anything.
const STRUCTURED_OUTPUT = /json/i;

/** Does the program cut code or commands out of the model's reply (fenced blocks) to act on them? */
export const detector = searchDetector({
  id: "model-output-actions",
  question: "Does the program cut code or commands out of the model's reply (fenced blocks) to act on them, instead of offering tools?",
  inventory: "interpretation",
  skipsPageComponents: true,
  keep: (hit) => !FRONT_END_DIR.test(hit.path) && !RENDERING.test(hit.text) && !RENDERING.test(hit.path) && !STRUCTURED_OUTPUT.test(hit.text),
  dropNote: "the hits render code blocks in a page, read JSON replies, or are comments",
  // A regex literal (/```(\w+)?\n…/) or a parse call on the same line as a fence.
  pattern: `${PARSE}.*${FENCE}|${FENCE}.*${PARSE}|/${FENCE}`,
});
