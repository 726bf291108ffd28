import { SETUP_TOOLING_FILE } from "../../globs.js";
import { searchDetector, WRITES_FILE } from "../search-detector.js";

// Why: the user's own folder (~/.agent/hooks) is the user's decision, not the workspace's; only files found relative to
// the project the agent operates on can be planted by whoever controls that project.
const HOME = /~\/|\bhome\b|home_?dir|expanduser|user_?config|userData|globalConfig/i;
// Why: a sentence naming the file (a docstring, an error telling the user where to set an option) loads nothing; four
// plain words in a row, reStructuredText ``literals`` or a `code span` followed by more text mark one.
const PROSE = /``|`\.[\w.-]+\/[^`\s]*`\s+[a-z]|(\b[A-Za-z]+[.,:;]? ){3}[A-Za-z]+|^\s*[-*]\s+`/;
// Why: a path listed as a pattern to look for (a discovery scanner's `{glob: ".mcp/config.json"}`) is searched, not
// loaded; and git's own `.git/hooks` are not cloned with a repository, so no workspace can plant them.
const NOT_A_LOAD = /\bglob["']?\s*:|\.git["'/]/;

/**
 * Does the agent load hooks, plugins, skills, MCP servers or settings from the project folder it works in (a dot-folder
 * of the workspace, a project `.mcp.json`)? Such files let a cloned repository change what the agent runs.
 */
export const detector = searchDetector({
  id: "workspace-extensions",
  question: "Does the agent load hooks, plugins, skills, MCP servers or settings from the project folder it works in?",
  inventory: "persistence",
  // Why not a line that writes the file (an `init` command creating `.agent/hooks.yml`): creating it loads nothing.
  keep: (hit) => !HOME.test(hit.text) && !PROSE.test(hit.text) && !NOT_A_LOAD.test(hit.text) && !SETUP_TOOLING_FILE.test(hit.path) && !WRITES_FILE.test(hit.text),
  dropNote: "the hits are comments, sentences or list items naming the file, paths a scanner looks for, git's own hooks, lines writing the file, installers writing another program's configuration, or the user's own home folder",
  // Four spellings: a dot-folder joined to the workspace path (as one string or as separate segments); a project
  // `.mcp.json`; a dot-folder's settings, MCP or hooks file; and the workspace path joined with a constant named for
  // what it holds (join(workspacePath, CONFIG_DIR, HOOKS_DIRECTORY_NAME)). The constant part is case-sensitive, so
  // ordinary variables are not read as such names; the workspace word starts a word (not `CTL_ID_REPORT_STATE, INIT_PLUGINS_FLAG`).
  pattern: [
    String.raw`(?i:(cwd|workspace|project|repo|root|wd|dir)\w*\)?\s*[,/]\s*["'${"`"}]\.[\w-]+(/|["'${"`"}]\s*,\s*["'${"`"}])(hooks|plugins|skills|commands|extensions|rules|agents|settings|config|mcp)\b)`,
    String.raw`["'${"`"}]\.mcp\.json["'${"`"}]`,
    String.raw`(?i:["'${"`"}]\.[\w-]+/(settings|config|mcp|hooks)(\.local)?\.(json|ya?ml|toml)["'${"`"}])`,
    String.raw`\b(?i:cwd|workspace|project|repo)\w*\s*,\s*(?:[A-Z][A-Z0-9_]*\s*,\s*)?[A-Z0-9_]*(HOOKS|PLUGINS|SKILLS|EXTENSIONS|COMMANDS|SETTINGS|MCP)[A-Z0-9_]*\b`,
  ].join("|"),
});
