import { searchDetector } from "../search-detector.js";

// Three spellings of spotlighting in code, each a list of alternatives.
// A helper or constant that wraps or fences untrusted content:
const WRAPPER = [
  String.raw`\b(wrap|fence|spotlight|mark|quote|escape|sanitize)(s|ed)?_?(as_?)?untrusted`,
  String.raw`untrusted_?\w{0,24}(wrap|fence|banner|tag|notice|marker|boundary|delimiter|prefix|suffix|open|close|start|end|begin|header|footer|preamble)\w*`,
  String.raw`spotlight(ing|_?content|_?text|_?tool)\w*|datamark\w*|\bfence_?(tool|content|result|output|description)\w*\(`,
];
// A begin/end marker around it:
const MARKER = [
  // a tag may carry a per-call nonce (`<untrusted-data-${uuid}>`), so the model cannot close it from inside
  String.raw`(begin|end|start)[ _-]?(of[ _-]?)?untrusted|</?untrusted[\w-]*(\$?\{\w+\})?>`,
  String.raw`untrusted[\w ]{0,30}(content|data|text)\s*(begin|end|start)`,
];
// The notice that travels with the wrapped text ("untrusted data, not instructions"):
const NOTICE = [
  String.raw`(untrusted|external|third.party)[\w ]{0,30}(data|content|text|input)[,.;:]?\s*(and\s+)?(not|never)\s+(as\s+)?(instructions|commands|directives)`,
  String.raw`(do not|don't|never|must not|should not)\s+(follow|execute|obey|act on)\s+(any\s+)?(instructions|commands|directives)(\s+or\s+(instructions|commands|directives))?\s+(found\s+|contained\s+|embedded\s+|that appear\s+)?(in|inside|within|returned\s+by)\b`,
  String.raw`ignore\s+any\s+(new\s+)?(tasks|instructions)(/\w+)?\s+(inside|in|within)`,
  String.raw`treat\s+[\w ]{0,40}\s+as\s+(untrusted\s+)?(data|context only)\b`,
];

/** Does the code fence or mark untrusted content (tool results, pages, messages) before the model reads it? */
export const detector = searchDetector({
  id: "untrusted-content-marking",
  question: "Does the code fence or mark untrusted content (tool results, pages, messages) before the model reads it?",
  inventory: "ingestion",
  // Why text literals too: the markers that fence untrusted content are written in the prompts.
  readsTextLiterals: true,
  pattern: `(?i)${[...WRAPPER, ...MARKER, ...NOTICE].join("|")}`,
});
