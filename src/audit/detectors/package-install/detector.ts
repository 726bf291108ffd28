import { searchDetector } from "../search-detector.js";

// Why: most install commands in source are advice printed to the user ("Please install it with: pip install {pkg}"),
// errors about a failed install, a missing optional dependency's message ("install it with pip install {}"), or a project's own
// self-update hint; none lets the agent install anything.
export const INSTALL_MESSAGE =
  /\b(please|install(ed)? (it )?(with|via|using)|run:|manually|not installed|upgrade with|update ?command|failed|did not|exited|errorf?|warn(ing)?|hint|you can|try|e\.g\.|for example|placeholder|\w*_?(msg|message)|assert\w*|expect|raise|throw|print\w*|log(ger)?\.\w+|console\.\w+)\b/i;
// Case-sensitive: a capitalised "Use …" / "RUN …" starts advice or a Dockerfile line; a lower-case run( is a call.
const ADVICE = /\bRUN\s|["'`](Use|Install|Run)\b/;

/** Can the agent install packages (pip/npm/uv/go/cargo install) at runtime? */
export const detector = searchDetector({
  id: "package-install",
  question: "Can the agent install packages (pip/npm/uv/go/cargo install) at runtime?",
  inventory: "extension",
  keep: (hit) => !INSTALL_MESSAGE.test(hit.text) && !ADVICE.test(hit.text),
  dropNote: "the hits are install advice, error messages or self-update hints shown to the user",
  // Two spellings: one command string with an interpolated package, or an argument list (exec/spawn/subprocess)
  // whose package argument is a variable, so the package is chosen at runtime rather than written in the source. Only
  // flags that take no value may come between, so `"--python", path` is not read as a package.
  pattern:
    "(?i)" +
    [
      String.raw`\b(pip3?|npm|yarn|pnpm|uv|bun|cargo|go)\s+(install|add|get)\s+[^"'\n]*(\{|\$\{|%s|\$\w|" \+|' \+)`,
      String.raw`\b(pip3?|npm|yarn|pnpm|uv|bun|cargo)\w*\)?["']?\s*,\s*\[?\s*["'](install|add|i)["']\s*(,\s*["'](-q|--quiet|-U|--upgrade|--user|--pre|--force|--no-save|--save(-dev)?|--no-cache-dir|-g|--global|-y|--yes)["'])*\s*(,\s*(\*|\.\.\.)?|\]\s*\+\s*)[A-Za-z_$]`,
    ].join("|"),
});
