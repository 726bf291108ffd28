import { fileMentions, searchDetector } from "../search-detector.js";

const WORKING_DIRECTORY = /process\.cwd\(\)|os\.getcwd\(\)|Path\.cwd\(\)|os\.Getwd\(\)|current_dir\(\)/;
const ENV_FILE_NAME = /["'\x60]\.env/;

/**
 * Does the program load a `.env` file through a path it builds from the working directory? Apart from dotenv-loading
 * (a bare `load_dotenv()`), which decides C6's repository-config cap: a computed path is often one of several lookups
 * behind an explicit setting, so this only shows that C6's surface exists.
 */
export const detector = searchDetector({
  id: "env-file-from-cwd",
  question: "Does the program load a .env file through a path it builds from the working directory?",
  inventory: "credential",
  pattern: String.raw`dotenv\.config\(\s*\{\s*path\s*:|load_dotenv\(\s*(dotenv_path\s*=\s*)?[A-Za-z_][\w.]*\s*[,)]|godotenv\.(Load|Overload)\(\s*[A-Za-z_]|dotenvy?::from_(path|filename)\(`,
  // Why the same file must name the working directory and a .env file: an explicit path from the operator's settings
  // loads the operator's file, not whatever sits where the program runs.
  keep: (hit, source) => fileMentions(hit, source, WORKING_DIRECTORY) && fileMentions(hit, source, ENV_FILE_NAME),
  dropNote: "the hits are comments, or load a path the file does not build from the working directory and a .env name",
});
