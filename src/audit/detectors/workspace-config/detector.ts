import { searchDetector } from "../search-detector.js";

/** Does the program read configuration (.env, config or settings files) from the directory it is run in? */
// Why a quoted name: a variable that merely contains "config" (configured, config_file in an output path) is not a
// configuration file read from the working directory.
export const detector = searchDetector({
  id: "workspace-config",
  question: "Does the program read configuration (.env, config or settings files) from the directory it is run in?",
  inventory: "persistence",
  pattern: String.raw`(?i)(process\.cwd\(\)|os\.getcwd\(\)|Path\.cwd\(\)|os\.Getwd\(\)|current_dir\(\))[^\n]{0,60}["'][^"'{}\n]*(\.env|config|settings|\.ya?ml|\.toml|rc)[^"'{}\n]*["']|\benv_file\s*=\s*["']\.env["']|load_dotenv\(\s*\w*(root|cwd|dir)\w*`,
});
