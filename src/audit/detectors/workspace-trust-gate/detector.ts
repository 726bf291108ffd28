import { searchDetector } from "../search-detector.js";

/**
 * Does the program decide whether a workspace, folder or project is trusted before using what it holds (trusted
 * folders, a workspace-trust check)? The method's C6 names that decision as the control over project configuration.
 */
export const detector = searchDetector({
  id: "workspace-trust-gate",
  question: "Does the program decide whether a workspace, folder or project is trusted before loading its configuration?",
  inventory: "persistence",
  pattern: String.raw`(?i)\b(is_?)?(workspace|folder|project|directory|repo)_?trust(ed)?\b|trusted_?(folders?|workspaces?|projects?|directories|repos?)\b|\btrust_?(folder|workspace|project|directory)\b`,
});
