import { searchDetector } from "../search-detector.js";

// What addresses a reviewer or tries to steer an audit. Why "AI agents:" and "AI reviewers," only at a sentence's start
// or after a greeting: a description ("an autonomous AI agent, running since 2024", "tools tailored to AI agents,", a
// list item "- AI agents, such as…") names agents without addressing one.
const ADDRESSES = [
  String.raw`ignore (all |any )?(the )?(previous|prior|above) instructions`,
  String.raw`(^|[.!>]\s*|\b(dear|attention|hey|hello|hi)\s+)(ai|llm) (reviewers?|auditors?|agents)\s*[:,]`,
  String.raw`note to (ai|llm)\b|note to auditors?\b`,
  String.raw`(score|rate) (this|the) (project|repo\w*) (as |a )?(10|ten|safe|secure)`,
];
// Why a word boundary after "an AI": "you are an airline customer".
const PERSONA = String.raw`you are an? (ai|llm|language model)\b`;
const STEERING = [...ADDRESSES, PERSONA];
const ADDRESS = new RegExp(ADDRESSES.join("|"), "i");
// Why: a project's own prompt files tell its model who it is ("You are an AI assistant that…"); only that persona line
// is passed over there, so steering text cannot hide in a file by its name. A phrase in quotes or backticks is an
// example (documentation of prompt injection, a system prompt in a code sample), not an address.
const PROMPT_FILE = /prompt/i;
const QUOTED = new RegExp(String.raw`["'\x60“]\s*(${STEERING.join("|")})`, "i");

/** Does any text in the repository address AI reviewers or try to steer an audit? */
export const detector = searchDetector({
  id: "reviewer-steering-text",
  question: "Does any text in the repository address AI reviewers or try to steer an audit?",
  inventory: "reviewer-steering",
  pattern: `(?i)${STEERING.join("|")}`,
  globs: ["*.{md,txt,rst,mdx}", "**/AGENTS.md", "**/CLAUDE.md", "!**/node_modules/**"],
  // Why: the search reads prose, where a line starting with `*` or `#` is a list item or a heading.
  keepComments: true,
  keep: (hit) => !QUOTED.test(hit.text) && !(PROMPT_FILE.test(hit.path) && !ADDRESS.test(hit.text)),
  dropNote: "the hits are the persona lines of the project's own prompt files or quoted examples (a documented injection, a system prompt in a sample)",
});
