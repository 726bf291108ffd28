import { searchDetector } from "../search-detector.js";

// Why: docstrings, bullet lists and prose mention these files ("see src/AGENTS.md", "├── AGENTS.md") without the
// program loading them.
const PROSE = /^\s*([-*•├└│>]|\d+\.\s)|\b(see|per the|documented|description|Pattern)\b/i;

/** Does the agent auto-load instruction files from the workspace (AGENTS.md, CLAUDE.md, .cursorrules…)? */
export const detector = searchDetector({
  id: "instruction-files",
  question: "Does the agent auto-load instruction files from the workspace (AGENTS.md, CLAUDE.md, .cursorrules\u2026)?",
  inventory: "persistence",
  keep: (hit) => !PROSE.test(hit.text),
  dropNote: "the hits are comments, docstrings or prose naming the files",
  pattern: String.raw`AGENTS\.md|CLAUDE\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|copilot-instructions|\.clinerules|\.goosehints`,
});
