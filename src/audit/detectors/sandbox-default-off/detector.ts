import type { Hit, SourceTree } from "../../source.js";
import { DECLARED_DEFAULT, linesAround, searchDetector } from "../search-detector.js";

// A setting that chooses where model-written code runs, as a whole name: a sandbox switch or mode, an executor or
// runtime backend, or where tools run.
const SETTING = String.raw`\b((use|enable)_?)?((docker|code|tool|exec)_?)?sandbox(_?(enabled|mode|backend|type|runtime))?\b|\b(executor|execution|runtime|sandbox)_?(backend|mode)\b|\btools_?run_?on\b`;
// An environment variable that switches the sandbox or picks the executor (not one that lists sandbox servers).
const ENV_SWITCH = String.raw`\w*(SANDBOX(_(RUNTIME|MODE|BACKEND|TYPE|ENABLED|PROVIDER))?|EXECUTOR_BACKEND|EXECUTION_MODE)`;
// The value that means "on the host": off, empty, or a backend named local, host, direct or subprocess.
const HOST = String.raw`(False|false|""|''|["'](local|host|direct|subprocess|none|disabled?|off)["'])`;

// Why: a browser's own renderer sandbox (`chromium_sandbox=False`, a headless browser's `NO_SANDBOX` switch, an iframe's `sandbox=""`), a
// container's network mode, an identifier are not the choice of where the agent's code runs.
const NOT_THE_CHOICE = /chromium|browser|playwright|puppeteer|no_?sandbox|network|_id\b|sandbox_?id|iframe/i;
// A Go enum's named value (`ModeNone Mode = "none"`): a constant of a named type, not a setting's default.
const GO_TYPED_CONST = /^\s*[A-Z]\w*\s+[A-Z]\w*\s*=\s*"/;
// Why: an Electron window's `webPreferences: { sandbox: false }` turns off the renderer's sandbox for the app's own
// pages, not where the agent's code runs.
const ELECTRON_WINDOW = /webPreferences|nodeIntegration|contextIsolation|BrowserWindow|BrowserView|WebContentsView/;
const WINDOW_LINES = 6;

function electronWindowOption(hit: Hit, source: SourceTree): boolean {
  return linesAround(hit, source, WINDOW_LINES).some((line) => ELECTRON_WINDOW.test(line));
}

/** Is the sandbox that runs model-written code declared off by default (False, empty, or a local/host/direct backend)? */
export const detector = searchDetector({
  id: "sandbox-default-off",
  question: "Is the sandbox that runs model-written code declared off by default (False, empty, or a local/host/direct backend)?",
  inventory: "interpretation",
  skipsPageComponents: true,
  pattern:
    "(?i)" +
    [
      // a field or parameter with a host default: `use_sandbox: bool = Field(False`, `sandbox: str = ""`, and a typed
      // one left unset: `tools_run_on: Optional[str] = None`
      String.raw`(${SETTING})${DECLARED_DEFAULT}${HOST}\s*([,;)}\]]|#|$)`,
      String.raw`(${SETTING})\s*:\s*(Optional\[)?(str|bool|Any|Literal\[[^\]]*\])\]?(\s*\|\s*None)?\s*=\s*(Field\(\s*)?(default\s*=\s*)?None\s*([,;)}\]]|#|$)`,
      // an environment variable's host fallback: `getenv("CODE_SANDBOX", "local")`, `${EXECUTOR_BACKEND:-direct}`
      String.raw`getenv\(\s*["']${ENV_SWITCH}["']\s*,\s*${HOST}\s*\)|getenv\(\s*["']${ENV_SWITCH}["']\s*\)\s*(or|\?\?|\|\|)\s*${HOST}`,
      String.raw`\$\{${ENV_SWITCH}:-(direct|local|host|none|subprocess)\}`,
      // a host fallback where the setting is read: `options.executionMode ?? "host"`
      String.raw`(${SETTING})\s*(\?\?|\|\|)\s*["'](local|host|direct|subprocess)["']`,
    ].join("|"),
  keep: (hit, source) => !NOT_THE_CHOICE.test(hit.text) && !GO_TYPED_CONST.test(hit.text) && !electronWindowOption(hit, source),
  dropNote: "the hits are a browser's or an Electron window's own sandbox, a network mode, an identifier, an enum's value, page components or comments",
});
