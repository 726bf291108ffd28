import type { Hit, SourceTree } from "../../source.js";
import { isDefinitionLine, linesAbove, searchDetector } from "../search-detector.js";

// Why: most install commands in source are advice printed to the user ("Please install it with: pip install {pkg}"),
// errors about a failed install, a missing optional dependency's message ("install it with pip install {}"), or a project's own
// self-update hint; none lets the agent install anything.
export const INSTALL_MESSAGE =
  /\b(please|install(ed)? (it )?(with|via|using)|run:|manually|not installed|upgrade with|update ?command|failed|did not|exited|errorf?|warn(ing)?|hint|you can|try|e\.g\.|for example|placeholder|\w*_?(msg|message)|assert\w*|expect|raise|throw|print\w*|log(ger)?\.\w+|console\.\w+)\b/i;
// Case-sensitive: a capitalised "Use …" / "RUN …" starts advice or a Dockerfile line; a lower-case run( is a call.
const ADVICE = /\bRUN\s|["'`](Use|Install|Run)\b/;
// Why: an install run through a sandbox's own command API (`sbx.commands.run(…)`, `sandbox.process.exec(…)`) happens
// inside that sandbox, not in the agent's process or on its host; C4 rates that sandbox.
const IN_SANDBOX = /\b\w*(sbx|sandbox|Sandbox)\w*\.(commands|process)\.\w+\(/;

// The package argument: the name interpolated into a command string after the install verb, or the first name after
// the verb's flags in an argument list (`...deps` and `*names` included).
const INTERPOLATED_PACKAGE = /\b(?:install|add|get)\s+[^"'\n]*?(?:\$\{|\{|%\(|\$|["'] \+ )\s*([A-Za-z_][\w.]*)/i;
const LISTED_PACKAGE = /["'](?:install|add|i)["']\s*(?:,\s*["']-[\w-]+["'])*\s*,\s*(?:\*|\.\.\.)?([A-Za-z_$][\w$.]*)/;
// How far above an install a literal assignment of its package variable is looked for; the search also stops at the
// start of the enclosing function, so another function's list is not taken for this one's.
const ASSIGNMENT_REACH = 15;

/**
 * Is the package named in the source after all? A constant's name (`DEFAULT_PACKAGE`) or a variable assigned a
 * literal just above (`pkgs = ["numpy>=1.26,<3"]`) installs what the author wrote, not what the run or the model chose.
 */
function namedInSource(hit: Hit, source: SourceTree): boolean {
  const name = (LISTED_PACKAGE.exec(hit.text) ?? INTERPOLATED_PACKAGE.exec(hit.text))?.[1];
  if (!name) return false;
  if (/^_?[A-Z][A-Z0-9_]*$/.test(name)) return true;
  const assigned = new RegExp(String.raw`^\s*(const |let |var )?${name.replace(/[$.]/g, "\\$&")}\s*(:[^=]+)?=\s*(\[\s*)?["'\`]`);
  for (const line of linesAbove(hit, source, ASSIGNMENT_REACH).reverse()) {
    if (assigned.test(line)) return true;
    if (isDefinitionLine(line)) return false;
  }
  return false;
}

/** Can the agent install packages (pip/npm/uv/go/cargo install) at runtime? */
export const detector = searchDetector({
  id: "package-install",
  question: "Can the agent install packages (pip/npm/uv/go/cargo install) at runtime?",
  inventory: "extension",
  keep: (hit, source) => !INSTALL_MESSAGE.test(hit.text) && !ADVICE.test(hit.text) && !IN_SANDBOX.test(hit.text) && !namedInSource(hit, source),
  dropNote: "the hits are install advice, error messages, self-update hints, installs run inside a sandbox, or packages written in the source",
  // Two spellings: one command string with an interpolated package (only flags between: a sentence that mentions
  // an install and is continued with `' +` names no package), or an argument list (exec/spawn/subprocess)
  // whose package argument is a variable, so the package is chosen at runtime rather than written in the source. Only
  // flags that take no value may come between, so `"--python", path` is not read as a package.
  pattern:
    "(?i)" +
    [
      String.raw`\b(pip3?|npm|yarn|pnpm|uv|bun|cargo|go)\s+(install|add|get)\s+(-[-\w=.]*\s+)*(\{|\$\{|%s|\$\w|" \+|' \+)`,
      String.raw`\b(pip3?|npm|yarn|pnpm|uv|bun|cargo)\w*\)?["']?\s*,\s*\[?\s*["'](install|add|i)["']\s*(,\s*["'](-q|--quiet|-U|--upgrade|--user|--pre|--force|--no-save|--save(-dev)?|--no-cache-dir|-g|--global|-y|--yes)["'])*\s*(,\s*(\*|\.\.\.)?|\]\s*\+\s*)[A-Za-z_$]`,
    ].join("|"),
});
