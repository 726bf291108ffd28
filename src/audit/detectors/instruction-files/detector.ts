import { searchDetector } from "../search-detector.js";

/** Does the agent auto-load instruction files from the workspace (AGENTS.md, CLAUDE.md, .cursorrules…)? */
export const detector = searchDetector({
  id: "instruction-files",
  question: "Does the agent auto-load instruction files from the workspace (AGENTS.md, CLAUDE.md, .cursorrules\u2026)?",
  inventory: "persistence",
  pattern: String.raw`AGENTS\.md|CLAUDE\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|copilot-instructions|\.clinerules|\.goosehints`,
});
