import { searchDetector } from "../search-detector.js";

/** Do subprocesses receive the parent's whole environment (and so every credential in it)? */
export const detector = searchDetector({
  id: "subprocess-env-inherited",
  question: "Do subprocesses receive the parent's whole environment (and so every credential in it)?",
  inventory: "credential",
  codeOnly: true,
  pattern: String.raw`env\s*=\s*(os\.environ\b|dict\(os\.environ|\{\s*\*\*os\.environ)|os\.environ\.copy\(\)|env:\s*(process\.env\b|\{\s*\.\.\.process\.env)|\.Env\s*=\s*(append\()?os\.Environ\(\)|\.envs\(\s*(std::)?env::vars(_os)?\(\)`,
});
