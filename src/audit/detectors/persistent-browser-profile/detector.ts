import { searchDetector } from "../search-detector.js";

/**
 * Does the program drive a browser with a profile kept on disk (cookies, logins, storage that persist into later
 * sessions)? That is persisted context a page visited in one session can leave for the next (C6's surface).
 */
export const detector = searchDetector({
  id: "persistent-browser-profile",
  question: "Does the program drive a browser with a profile kept on disk between sessions?",
  inventory: "persistence",
  pattern: String.raw`\b(userDataDir|user_data_dir)\s*=\s*(path\.join|path\.resolve|os\.path\.join|Path|str\(Path)\(|\blaunch_?[pP]ersistent_?[cC]ontext\(`,
});
