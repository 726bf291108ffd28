import { SETUP_TOOLING_FILE } from "../../globs.js";
import { searchDetector } from "../search-detector.js";

const SAVED_FOR_RESTORE = /\b(old|saved|original|orig|prev|previous|backup)_?env\w*\s*=\s*os\.environ\.copy\(\)/i;

/** Do subprocesses receive the parent's whole environment (and so every credential in it)? */
export const detector = searchDetector({
  id: "subprocess-env-inherited",
  question: "Do subprocesses receive the parent's whole environment (and so every credential in it)?",
  inventory: "credential",
  // Why: an installer or setup wizard starts its processes once, when a person sets the program up.
  // Why a saved copy out: `old_env = os.environ.copy()` keeps the environment to restore it after an in-process run;
  // no subprocess receives it.
  keep: (hit) => !SETUP_TOOLING_FILE.test(hit.path) && !SAVED_FOR_RESTORE.test(hit.text),
  dropNote: "the hits are in installers or setup tooling, save the environment to restore it later, or are comments",
  // Why not `os.environ.get(…)` or `os.environ[…]`: a variable such as `retriever_env = os.environ.get(…)` reads one
  // setting; it passes nothing on.
  pattern: String.raw`env\s*=\s*(os\.environ([^.\[\w]|$)|dict\(os\.environ|\{\s*\*\*os\.environ)|os\.environ\.copy\(\)|env:\s*(process\.env\b|\{\s*\.\.\.process\.env)|\.Env\s*=\s*(append\()?os\.Environ\(\)|\.envs\(\s*(std::)?env::vars(_os)?\(\)`,
});
