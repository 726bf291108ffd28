import type { Hit, SourceTree } from "../../source.js";
import { SETUP_TOOLING_FILE } from "../../globs.js";
import { isDefinitionLine, lineAfter, linesAbove, linesBelow, searchDetector, TOOL_WORDS } from "../search-detector.js";
import { childProcessCalls } from "./child-process.js";

const CLOUD_CLI_DRIVER = /\bcreate_clidriver\(|\bget_default_cli\(\)/;

// Why: launching the system browser with a fixed command (OAuth sign-in) is not a path for model-written commands.
const BROWSER_OPEN = /xdg-open|rundll32|["'`]open["'`]|\bstart\s+["'`]{2}/;
// Why: a call whose program is a fixed-purpose utility (git, a keychain or clipboard tool) cannot run a model-written
// command line; shells, interpreters and container or remote runners stay, since their arguments can carry one.
// (Its whole command line as one string counts too, `execSync('git remote get-url origin', …)`, unless it chains
// another command.)
const FIXED_PROGRAM = /(\(|\[|^)\s*\[?\s*["'`](git|gh|which|where|security|pbcopy|pbpaste|xclip|xsel|wl-copy|clip|uname|sw_vers|lsof|tput|stty|nvidia-smi)(\.exe)?(["'`]\s*[,)\]]|\s[^"'`$&;|]*["'`]\s*[,)])/;

/**
 * Whether the call runs a fixed-purpose utility, reading on when the call breaks after `(` (and again after a lone
 * `[` that opens its argument list: `subprocess.run(` / `[` / `"security",`).
 */
function runsFixedProgram(hit: Hit, source: SourceTree): boolean {
  if (FIXED_PROGRAM.test(hit.text)) return true;
  if (!/[([]\s*$/.test(hit.text)) return false;
  const [next = "", after = ""] = linesBelow(hit, source, 2).map((l) => l.trim());
  return FIXED_PROGRAM.test(next) || (/^[([]$/.test(next) && FIXED_PROGRAM.test(next + after));
}

// Why: a call whose whole command line is written in the code (`exec.Command("npm", "install", "--force")`,
// `execSync("npm run build")`) runs the program's own chore; no model text can reach it. Shells and interpreters stay,
// since a session started with no arguments is fed its commands later, and builder APIs (`Command::new("npm")`) stay,
// since their arguments follow in later calls. (Kotlin builds a `ProcessBuilder(…)` without `new`.)
const LITERAL = String.raw`["'][^"'\`$\\{}]*["']`;
const LITERALS = String.raw`${LITERAL}(\s*,\s*${LITERAL})*`;
// All arguments literal and closed (`("npm", "run", "build")`), a closed list of literals (`(["npm", "install"], cwd=…)`,
// `("npm", ["install"], {…})`), or one literal line followed by keyword options (`("npm run build", { cwd })`).
const ALL_LITERAL_CALL = new RegExp(
  String.raw`^[^(]*\(\s*(${LITERALS}\s*\)|(${LITERAL}\s*,\s*)?\[\s*${LITERALS}\s*\]\s*[,)]|${LITERAL}\s*,\s*(\{|\w+\s*=))`,
);
const SHELL_OR_INTERPRETER = /\(\s*\[?\s*["'`](\/\w+\/)*(sh|bash|zsh|fish|cmd|cmd\.exe|powershell|pwsh|python3?|node|deno|bun|ruby|perl)\b/;
const BUILDER = /Command::new\(|\bProcessBuilder\(/;
// Why: a fixed command run in the workspace (`execSync("npm test", { cwd: workspace })`) runs whatever the repository's
// scripts contain.
const IN_WORKSPACE = /workspace|work_?dir|repo|project|sandbox/i;
const EXEC_CALL = /\b(subprocess\.\w+|os\.\w+|exec\.Command(Context)?|execSync|spawnSync|execFileSync|execa|spawn|execFile|exec|Popen|Process\.Start)\(/;

// Why only in JVM languages: `ProcessBuilder` is java.lang's; a C# class of that name (a workflow's builder) starts no
// process.
const JVM_FILE = /\.(java|kts?|groovy|scala)$/;
const OTHER_LAUNCH = /Process\.Start|ProcessStartInfo|Runtime\.getRuntime/;

/** Whether the hit's only launch is a `ProcessBuilder(` outside a JVM language. */
function foreignProcessBuilder(hit: Hit): boolean {
  return !JVM_FILE.test(hit.path) && /\bProcessBuilder\(/.test(hit.text) && !OTHER_LAUNCH.test(hit.text);
}

// Why: the program's own interpreter running one of its modules by name (`[sys.executable, "-m", "pkg", "install"]`)
// runs a fixed program, as a literal command does; with `-c` and a variable it would run any code.
const OWN_MODULE_RUN = /sys\.executable\s*,\s*(["'])-m\1\s*,/g;

/** Whether the call's whole command line is literal text in the code, naming neither a shell nor an interpreter. */
function runsLiteralCommand(hit: Hit, source: SourceTree): boolean {
  const at = hit.text.search(EXEC_CALL);
  if (at < 0) return false;
  // Why the next line: a call broken after its `(` carries its command line there.
  const joined = /\(\s*$/.test(hit.text) ? `${hit.text.trimEnd()}${lineAfter(hit, source)}` : hit.text;
  const call = joined.slice(at).replace(OWN_MODULE_RUN, '"-m", ');
  return !BUILDER.test(call) && !SHELL_OR_INTERPRETER.test(call) && !IN_WORKSPACE.test(call) && ALL_LITERAL_CALL.test(call);
}

// Why: a Rust builder (`Command::new("brew")`) whose program and every `.arg("…")` on the lines that follow are
// literals runs a fixed command line, as a literal call does; shells and interpreters stay.
const BUILDER_PROGRAM = new RegExp(String.raw`Command::new\(\s*${LITERAL}\s*\)`);
const LITERAL_ARG = new RegExp(String.raw`^\.(arg\(\s*${LITERAL}\s*\)|args\(\s*\[?\s*${LITERALS}\s*\]?\s*\))`);
const BUILDER_END = /^\.(output|spawn|status)\(/;

function buildsLiteralCommand(hit: Hit, source: SourceTree): boolean {
  if (!BUILDER_PROGRAM.test(hit.text) || SHELL_OR_INTERPRETER.test(hit.text.replace("Command::new", ""))) return false;
  const lines = source.lines(hit.path) ?? [];
  for (let i = hit.line; i < Math.min(lines.length, hit.line + 12); i++) {
    const line = lines[i]!.trim();
    if (BUILDER_END.test(line)) return true;
    if (!LITERAL_ARG.test(line)) return false;
  }
  return false;
}

// Why: telemetry senders, OS keychain and credential-cache helpers, update checks and a version module asking git for
// its tag spawn programs with arguments of their own, and installers or setup wizards run once when a person sets the
// program up; no model text reaches them.
const HOUSEKEEPING_FILE = /telemetry|analytics|keychain|keyring|token[-_]?cache|credential[-_]?(store|storage|helper)|update[-_]?check|(^|\/)_*version_*\.(py|[jt]s)$/i;

// Why: the module's name compared or listed as data (`key !== 'child_process'`, a deny list of modules) loads nothing;
// only an import or a require of it does.
const MODULE_NAME_AS_DATA = /[!=]==?\s*["'](node:)?child_process["']|["'](node:)?child_process["']\s*[!=]==?/;

// Why: a launcher that hands the user's own command line to a bundled binary (`execFileSync(bin, process.argv.slice(2))`,
// how npm ships a native server) is how the program starts; no model text reaches it. A file whose every launch is
// such a call is a launcher, its `require("child_process")` included.
const FORWARDS_OWN_ARGV = /process\.argv\.slice\(|sys\.argv\[1:\]|os\.Args\[1:\]|env::args\(\)\.skip\(1\)/;

/** Whether the hit forwards the program's own arguments, or lies in a file whose every launch does. */
function launchesWithOwnArguments(hit: Hit, source: SourceTree): boolean {
  if (FORWARDS_OWN_ARGV.test(hit.text)) return true;
  const launches = (source.lines(hit.path) ?? []).filter((line) => EXEC_CALL.test(line) && !/\brequire\(|^\s*import\b/.test(line));
  return launches.length > 0 && launches.every((line) => FORWARDS_OWN_ARGV.test(line));
}

// Why: a command the user configures to print a key or password (`key_command`, `password_command`, AWS's
// `credential_process`) fetches a secret the way a credential helper does; the model writes none of it.
const CREDENTIAL_COMMAND = /(api_?key|key|password|passwd|token|secret)[-_]?(cmd|command)\b|credential_?process/i;

/** Whether the call runs a credential command the user configured, named on its line or the three above. */
function runsCredentialCommand(hit: Hit, source: SourceTree): boolean {
  return [...linesAbove(hit, source, 3), hit.text].some((line) => CREDENTIAL_COMMAND.test(line));
}

/** Does shipped code start shell commands or subprocesses? */
export const detector = searchDetector({
  id: "shell-execution",
  question: "Does shipped code start shell commands or subprocesses?",
  inventory: "interpretation",
  keep: (hit, source) => !foreignProcessBuilder(hit) && !MODULE_NAME_AS_DATA.test(hit.text) && !HOUSEKEEPING_FILE.test(hit.path) && !SETUP_TOOLING_FILE.test(hit.path) && !BROWSER_OPEN.test(hit.text) && !runsFixedProgram(hit, source) && !runsLiteralCommand(hit, source) && !buildsLiteralCommand(hit, source) && !launchesWithOwnArguments(hit, source) && !runsCredentialCommand(hit, source) && !isDefinitionLine(hit.text),
  // Why: a model's commands reach a process through a tool, an action, a sandbox or a shell; one or two files that
  // name none and start a process are the program's own chores (a media conversion, a database reset).
  onlyInToolCode: true,
  // Why: where the model's commands run is a file or folder named for a tool, an action, a sandbox or a shell; a
  // launch elsewhere (a driver's version check, a health ping) is cited only when nothing better exists.
  prefer: (hit) => TOOL_WORDS.test(hit.path),
  dropNote: "the hits build a class named ProcessBuilder outside the JVM, compare a module name as data, are in telemetry, keychain, update-check, version or setup modules, open the system browser, run a fixed-purpose utility or a command line written wholly in the code, hand the program's own arguments to a bundled binary, run a credential command the user configured, define a method of that name, are comments, or are the program's own chores in at most two files that name no tool, action, sandbox or shell",
  // Why: an import of `child_process` is read where its functions are called, so the literal-command and
  // own-arguments checks see the call, evidence cites it, and a type-only import counts for nothing.
  relocate: childProcessCalls,
  // Why the cloud CLIs' own drivers: awscli's create_clidriver() and the Azure CLI's get_default_cli() run a whole
  // command line in-process, as a shell would, with every credential the process holds; running one is never a chore.
  neverChore: CLOUD_CLI_DRIVER,
  // Why LangChain's `ShellTool(`: the framework's ready-made tool runs the model's command line in a shell.
  pattern: String.raw`${CLOUD_CLI_DRIVER.source}|\bShellTool\(|subprocess\.(run|Popen|call|check_output|check_call)\(|os\.(system|popen|execv\w*|spawn\w*)\(|asyncio\.create_subprocess_(exec|shell)\(|pty\.spawn\(|["'](node:)?child_process["']|\bexecSync\(|\bspawnSync\(|\bexecFileSync\(|\bexeca\(|Bun\.spawn|Deno\.Command|exec\.Command(Context)?\(|\bCommand::new\(|std::process::Command|tokio::process|(^|[^\w.])ProcessBuilder\(|Runtime\.getRuntime\(\)\.exec\(|Process\.Start\(|new ProcessStartInfo|(^|[^\w.])(popen|execvp|execve|execlp|posix_spawnp?)\(`,
});
