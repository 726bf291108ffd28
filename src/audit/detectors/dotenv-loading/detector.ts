import { fileMentions, inLibraryMainBlock, isDefinitionLine, searchDetector } from "../search-detector.js";

// Why: options that name an explicit file or folder load that file, not whatever .env sits in the working directory.
const EXPLICIT_PATH = /\bpath\s*:|\.directory\(/;
// dotenv's `config` imported by name (`import { config } from "dotenv"`, `const { config } = require("dotenv")`).
const NAMED_CONFIG_IMPORT = /\{[^}]*\bconfig\b[^}]*\}\s*(from\s*|=\s*require\(\s*)["']dotenv["']/;
const BARE_CONFIG_CALL = /^\s*config\(/;

/** Does the program load a .env file found from where it runs (no explicit path) at start? */
export const detector = searchDetector({
  id: "dotenv-loading",
  question: "Does the program load a .env file found from where it runs (no explicit path) at start?",
  inventory: "credential",
  // Why definitions out: a project's own `def load_dotenv():` wrapper declares a loader; its calls show what it loads.
  // A bare `config()` is dotenv's only where the file imports dotenv's `config` by name.
  keep: (hit, source) =>
    !isDefinitionLine(hit.text) &&
    !EXPLICIT_PATH.test(hit.text) &&
    !inLibraryMainBlock(hit, source) &&
    (!BARE_CONFIG_CALL.test(hit.text) || fileMentions(hit, source, NAMED_CONFIG_IMPORT)),
  dropNote: "the hits load an explicitly named file, define a loader of that name, sit in a library module's __main__ block (a demo run by hand), or are comments",
  pattern: String.raw`load_dotenv\(\s*\)|load_dotenv\(\s*find_dotenv\(\s*(usecwd\s*=\s*True)?\s*\)|load_dotenv\(\s*override\s*=\s*True\s*\)|dotenv\.config\(\s*(\{[^}]*\})?\s*\)|require\(['"]dotenv['"]\)\.config\(\s*\)|['"]dotenv/config['"]|godotenv\.(Load|Overload)\(\s*\)|dotenvy::dotenv\(\)|dotenv::dotenv\(\)|\bDotenv\.(load|configure)\(\s*\)|\bEnv\.(Load|TraversePath)\(\s*\)|^\s*config\(\s*(\{[^}]*\})?\s*\);?\s*$`,
});
