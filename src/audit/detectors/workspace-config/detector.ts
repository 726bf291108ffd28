import { searchDetector, WRITES_FILE } from "../search-detector.js";

// Why: build and lint tooling (an ESLint preset resolving tsconfig.json, a bundler's config) also reads files from the
// working directory; those configure the developer's toolchain, not the agent.
const TOOLCHAIN_FILE = /["'][^"']*\b(tsconfig|jsconfig|eslint|prettier|babel|jest|vitest|vite|webpack|rollup|tailwind|postcss|tsup|turbo|lerna|stylelint|commitlint|karma|cypress|storybook)\b[^"']*["']/i;

// Why not a line that writes (WRITES_FILE): a program writing its .env (a setup page saving keys) is not reading the
// folder's configuration.

// Why an rc file only as a name's ending (`.agentrc`, `.agentrc.json`): "src/" and "sources" contain the letters too.
// Why a quoted name: a variable that merely contains "config" (configured, config_file in an output path) is not a
// configuration file read from the working directory. A relative dot-file (Path(".agent.conf.yml")) resolves against it.
/** Does the program read configuration (.env, config or settings files) from the directory it is run in? */
export const detector = searchDetector({
  id: "workspace-config",
  question: "Does the program read configuration (.env, config or settings files) from the directory it is run in?",
  inventory: "persistence",
  keep: (hit) => !TOOLCHAIN_FILE.test(hit.text) && !WRITES_FILE.test(hit.text),
  dropNote: "the hits read build or lint tooling configuration, not the program's own, or write a file",
  pattern: String.raw`(?i)(process\.cwd\(\)|os\.getcwd\(\)|Path\.cwd\(\)|os\.Getwd\(\)|current_dir\(\))[^\n]{0,60}["'][^"'{}\n]*((\.env|config|settings|\.ya?ml|\.toml)[^"'{}\n]*|\.[\w-]*rc(\.\w+)?)["']|\benv_file\s*=\s*["']\.env["']|load_dotenv\(\s*\w*(root|cwd|dir)\w*|\b(Path|open|readFile(Sync)?|read_to_string|ReadFile)\(\s*["']\.([\w-]+\.)*(ya?ml|toml|json|env|conf|ini|cfg)["']`,
});
