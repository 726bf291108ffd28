import { isCommentLine, searchDetector } from "../search-detector.js";

// Why: build and lint tooling (an ESLint preset resolving tsconfig.json, a bundler's config) also reads files from the
// working directory; those configure the developer's toolchain, not the agent.
const TOOLCHAIN_FILE = /["'][^"']*\b(tsconfig|jsconfig|eslint|prettier|babel|jest|vitest|vite|webpack|rollup|tailwind|postcss|tsup|turbo|lerna|stylelint|commitlint|karma|cypress|storybook)\b[^"']*["']/i;

// Why a quoted name: a variable that merely contains "config" (configured, config_file in an output path) is not a
// configuration file read from the working directory.
/** Does the program read configuration (.env, config or settings files) from the directory it is run in? */
export const detector = searchDetector({
  id: "workspace-config",
  question: "Does the program read configuration (.env, config or settings files) from the directory it is run in?",
  inventory: "persistence",
  keep: (hit) => !isCommentLine(hit.text) && !TOOLCHAIN_FILE.test(hit.text),
  dropNote: "the hits read build or lint tooling configuration, not the program's own",
  pattern: String.raw`(?i)(process\.cwd\(\)|os\.getcwd\(\)|Path\.cwd\(\)|os\.Getwd\(\)|current_dir\(\))[^\n]{0,60}["'][^"'{}\n]*(\.env|config|settings|\.ya?ml|\.toml|rc)[^"'{}\n]*["']|\benv_file\s*=\s*["']\.env["']|load_dotenv\(\s*\w*(root|cwd|dir)\w*`,
});
