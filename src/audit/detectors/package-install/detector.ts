import { searchDetector } from "../search-detector.js";

/** Can the agent install packages (pip/npm/uv/go/cargo install) at runtime? */
export const detector = searchDetector({
  id: "package-install",
  question: "Can the agent install packages (pip/npm/uv/go/cargo install) at runtime?",
  inventory: "extension",
  pattern: String.raw`(?i)\b(pip3?|npm|yarn|pnpm|uv|bun|cargo|go)\s+(install|add|get)\s+[^"'\n]*(\{|\$\{|%s|\$\w|" \+|' \+)`,
});
