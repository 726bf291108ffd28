import { searchDetector } from "../search-detector.js";

/** Does any text in the repository address AI reviewers or try to steer an audit? */
export const detector = searchDetector({
  id: "reviewer-steering-text",
  question: "Does any text in the repository address AI reviewers or try to steer an audit?",
  inventory: "reviewer-steering",
  pattern: String.raw`(?i)ignore (all |any )?(the )?(previous|prior|above) instructions|(ai|llm) (reviewers?|auditors?|agents?)\s*[:,]|note to (ai|llm|auditors?|reviewers?)|(score|rate) (this|the) (project|repo\w*) (as |a )?(10|ten|safe|secure)|you are an? (ai|llm|language model)`,
  globs: ["*.{md,txt,rst,mdx}", "**/AGENTS.md", "**/CLAUDE.md", "!**/node_modules/**"],
  // Why: the search reads prose, where a line starting with `*` or `#` is a list item or a heading.
  keepComments: true,
});
