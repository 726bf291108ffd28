import type { Hit, SourceTree } from "../../source.js";
import { fileMentions, lineAfter, linesAbove, onlyInStrings, searchDetector, WRITES_FILE } from "../search-detector.js";

// Why: importing a module whose name is a literal, or a module of the project's own package picked by name
// (f"pkg.modules.{name}"), is ordinary lazy loading, not loading third-party code chosen at runtime; a call with
// nothing between its parentheses is prose (a docstring naming the function), not a call.
const LITERAL_ARGUMENT = /^\)|^f?["'][\w.]+["']\s*(\)|,?$)|^f["'][\w]+\.[\w.]*\{/;
// Why: `import_module(path, __package__)` resolves a name relative to the project's own package.
const OWN_PACKAGE_ARGUMENT = /^\w+,\s*__package__\s*\)/;
// Why: `import_module(name)` in a file that says nothing of plugins, extensions or entry points resolves a class path
// from the project's own registry or settings — code already installed with it, which experts did not count as
// third-party loading (4 of 6 reviews whose only such signal was this rated C7 structurally absent).
// A name joined from parts (`".".join(parts)`) is a variable too.
const VARIABLE_ARGUMENT = /^([A-Za-z_$]|["'][^"']*["']\.join\()/;
const EXTENSION_WORDS = /plugin|extension|addon|add-on|entry_points|spec_from_file_location/i;
// Why apart: a file that adds folders to `sys.path` beside its own location (`__file__`) imports the project's own
// modules by name; one that adds other folders imports what those folders hold.
const SYS_PATH_CHANGE = /sys\.path\.(insert|append)/;
// Why JavaScript's `await import(x)` too: a dynamic import is how bundled code loads its own optional modules.
const IMPORT_MODULE_CALL = /(?:import_module|await import)\(\s*(.*)$/;
// Why: a library named by a literal path (`dlopen("/usr/lib/libX.dylib")`) is a system dependency of the program, not
// code someone chooses at runtime.
const LITERAL_DLOPEN = /\bdlopen\(\s*"/;
// Why: a loading call that stands only inside a string is source code the program writes out (a generated script),
// not a module it loads itself.
const LOAD_CALL = /\bentry_points\(|importlib\.import_module\(|\bdlopen\(|await import\(/;

/** What `import_module` or `await import` is given: the rest of its line, or the next line when the call breaks after `(`. */
function importArgument(hit: Hit, source: SourceTree): string | null {
  const rest = IMPORT_MODULE_CALL.exec(hit.text)?.[1];
  if (rest === undefined) return null;
  return rest || lineAfter(hit, source);
}

// Why: a module loaded from a path built on the package's own location (`Path(__file__).parent / "discovery.py"`) is
// the program's own code, loaded by path to avoid an import's side effects.
const OWN_FILE_PATH = /__file__|import\.meta\.url|__dirname/;

// Why a skill file's name with a directory listing in the same file: the program scans a folder of skills (each
// `<dir>/SKILL.md`, often with scripts beside it) and hands them to the agent, third-party content chosen by whoever
// fills the folder; the name alone (a constant a tool server writes into a host's folder) loads nothing.
const SKILL_FILE = /["'`]SKILL\.md["'`]/;
const LISTS_DIRECTORIES = /readdir|ReadDir|\bglob|Glob\w*\(|\bwalk|WalkDir|scandir|iterdir|listdir|rglob/;

function isSkillLoader(hit: Hit, source: SourceTree): boolean {
  return !WRITES_FILE.test(hit.text) && fileMentions(hit, source, LISTS_DIRECTORIES);
}

function isOrdinaryImport(hit: Hit, source: SourceTree): boolean {
  if (LITERAL_DLOPEN.test(hit.text) || onlyInStrings(hit.text, LOAD_CALL)) return true;
  if (/spec_from_file_location\(/.test(hit.text)) return [...linesAbove(hit, source, 3), hit.text].some((line) => OWN_FILE_PATH.test(line));
  const argument = importArgument(hit, source);
  if (argument === null) return false;
  if (LITERAL_ARGUMENT.test(argument) || OWN_PACKAGE_ARGUMENT.test(argument)) return true;
  return VARIABLE_ARGUMENT.test(argument) && !speaksOfExtensions(hit, source);
}

function speaksOfExtensions(hit: Hit, source: SourceTree): boolean {
  if (fileMentions(hit, source, EXTENSION_WORDS)) return true;
  return fileMentions(hit, source, SYS_PATH_CHANGE) && !fileMentions(hit, source, OWN_FILE_PATH);
}

/** Does the agent load plugins or code modules chosen at runtime? */
export const detector = searchDetector({
  id: "plugin-loading",
  question: "Does the agent load plugins or code modules chosen at runtime?",
  inventory: "extension",
  keep: (hit, source) => (SKILL_FILE.test(hit.text) ? isSkillLoader(hit, source) : !isOrdinaryImport(hit, source)),
  dropNote: "the hits import modules named by literals, resolved from the project's own registry or from the package's own folder, or written inside strings, or name a skill file without scanning a folder for it",
  // Why quoted install names: a tool registered as "install_plugin" lets the model pick what is installed; the bare
  // words also name installers and settings screens for the project's own editor extension.
  // Why a module loaded from a file path (`spec_from_file_location(name, path)`): the program runs whatever Python file
  // the path names (a folder of user functions or tools), in its own process.
  pattern: String.raw`\bentry_points\(|importlib\.import_module\(|\bspec_from_file_location\(|load_plugin|register_plugin|["'](install_plugin|installPlugin|install_extension|installExtension)["']|PluginManager|plugin_manager|pluginManager|PluginLoader|plugin\.Open\(|\bdlopen\(|libloading|await import\(\s*[A-Za-z_$]|["'\x60]SKILL\.md["'\x60]`,
});
