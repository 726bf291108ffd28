import { SETUP_TOOLING_FILE } from "../../globs.js";
import type { Hit, SourceTree } from "../../source.js";
import { linesAbove, linesBelow, searchDetector } from "../search-detector.js";

const SAVED_FOR_RESTORE = /\b(old|saved|original|orig|prev|previous|backup)_?env\w*\s*=\s*os\.environ\.copy\(\)/i;

// Why a copy made with Object's helpers (`...Object.fromEntries(Object.entries(process.env)…)`) only under an `env`
// key: that is where a child process receives it; elsewhere the program is listing or filtering its own settings.
const COPIED_OBJECT = /Object\.(fromEntries|entries|assign)\([^\n]*process\.env\b/;
const ENV_KEY = /\benv\s*[:=]/;

// Why: a copy that keeps only some keys (`if (ALLOWED_KEYS.has(key))`, `.filter(([k]) => SAFE.includes(k))`) on its
// line or the few below hands the child a chosen environment, the opposite of inheriting it whole. (Dropping unset
// values, `.filter(([, v]) => v !== undefined)`, keeps every key.)
const FILTERS_KEYS = /\.has\(\s*\w+\s*\)|\.includes\(\s*\w+\s*\)|\.startsWith\(|\b\w*(allow|ALLOW|Allow|safe|SAFE|Safe)\w*\b/;
const FILTER_REACH = 5;

/** Whether the hit's line, or one of the three above it, opens a child's `env`. */
function handedToChild(hit: Hit, source: SourceTree): boolean {
  return [...linesAbove(hit, source, 3), hit.text].some((line) => ENV_KEY.test(line));
}

/** Do subprocesses receive the parent's whole environment (and so every credential in it)? */
export const detector = searchDetector({
  id: "subprocess-env-inherited",
  question: "Do subprocesses receive the parent's whole environment (and so every credential in it)?",
  inventory: "credential",
  // Why: an installer or setup wizard starts its processes once, when a person sets the program up.
  // Why a saved copy out: `old_env = os.environ.copy()` keeps the environment to restore it after an in-process run;
  // no subprocess receives it.
  keep: (hit, source) =>
    !SETUP_TOOLING_FILE.test(hit.path) &&
    !SAVED_FOR_RESTORE.test(hit.text) &&
    (!COPIED_OBJECT.test(hit.text) || (handedToChild(hit, source) && ![hit.text, ...linesBelow(hit, source, FILTER_REACH)].some((line) => FILTERS_KEYS.test(line)))),
  dropNote: "the hits are in installers or setup tooling, save the environment to restore it later, copy only the keys a filter or allowlist keeps, or are comments",
  // Why not `os.environ.get(…)` or `os.environ[…]`: a variable such as `retriever_env = os.environ.get(…)` reads one
  // setting; it passes nothing on.
  pattern: String.raw`env\s*=\s*(os\.environ([^.\[\w]|$)|dict\(os\.environ|\{\s*\*\*os\.environ)|os\.environ\.copy\(\)|env:\s*(process\.env\b|\{\s*\.\.\.process\.env)|\.Env\s*=\s*(append\()?os\.Environ\(\)|\.envs\(\s*(std::)?env::vars(_os)?\(\)|Object\.(fromEntries|entries|assign)\([^\n]*process\.env\b`,
});
