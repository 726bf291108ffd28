import { escapeRegExp } from "../util/text.js";
import { packageFileMatching } from "./files.js";
import type { SourceTree } from "./source.js";

/** What a project's README shows its users first: using it as a library, running its command, or deploying it. */
export type ReadmeLead = "library" | "command" | "deploy";

const SHELL = /^(bash|sh|shell|console|zsh|powershell|cmd|text)?$/i;
const LIBRARY_USE = /^\s*(from [\w.]+ import |import [\w.]+|import \{[^}]*\} from |import \w+ from |const .+ = require\()/m;
const DEPLOY = /\b(helm (upgrade --)?install|docker[- ]compose\b[^\n]*\bup\b|docker run\b|kubectl apply)/;

/**
 * What the README's code examples show first. Why: the method scores the mode the README leads with, and a library
 * that also installs a command (or a service that also ships a chart) is reviewed as its README presents it.
 * Fenced blocks are matched with a pattern because only their language tag and first lines matter here.
 */
export function readmeLead(source: SourceTree, names: string[], packages: string[] = []): ReadmeLead | null {
  const readme = packageFileMatching(source, /^readme\.md$/i);
  const text = readme ? source.read(readme) : null;
  if (!text) return null;
  const command = names.length ? new RegExp(`^\\s*(\\$ )?(${names.map(escapeRegExp).join("|")})(\\s|$)`, "m") : null;
  // Why: installing a package globally (npm/bun/pnpm -g, yarn global) is installing its command.
  const globalInstall = packages.length ? new RegExp(`\\b((npm|bun|pnpm) (install|i|add) (-g|--global)|yarn global add) (${packages.map(escapeRegExp).join("|")})(@\\S*)?(\\s|$)`) : null;
  for (const [, lang, body] of text.matchAll(/```([\w-]*)[^\n]*\n([\s\S]*?)```/g)) {
    if (!SHELL.test(lang!) && LIBRARY_USE.test(body!)) return "library";
    if (command?.test(body!) || globalInstall?.test(body!)) return "command";
    if (DEPLOY.test(body!)) return "deploy";
  }
  return null;
}
