import { searchDetector } from "../search-detector.js";

/** Can the agent install packages (pip/npm/uv/go/cargo install) at runtime? */
export const detector = searchDetector({
  id: "package-install",
  question: "Can the agent install packages (pip/npm/uv/go/cargo install) at runtime?",
  inventory: "extension",
  pattern: String.raw`(?i)['\"\s](pip3?|npm|yarn|pnpm|uv|bun) (install|add)\b|['\"]install['\"],|go get |cargo install`,
});
