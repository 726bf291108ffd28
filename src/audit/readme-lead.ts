import { parse as parseToml } from "smol-toml";
import type { SourceTree } from "./source.js";

/** What a project's README shows its users first: using it as a library, running its command, or deploying it. */
export type ReadmeLead = "library" | "command" | "deploy";

const own = (source: SourceTree, file: string) => (source.subpath ? `${source.subpath}/${file}` : file);

function tomlScripts(text: string): string[] {
  try {
    const doc = parseToml(text) as { project?: { scripts?: object }; tool?: { poetry?: { scripts?: object } } };
    return [...Object.keys(doc.project?.scripts ?? {}), ...Object.keys(doc.tool?.poetry?.scripts ?? {})];
  } catch {
    return [];
  }
}

function npmBins(text: string): string[] {
  try {
    const pkg = JSON.parse(text) as { name?: string; bin?: string | Record<string, string> };
    if (typeof pkg.bin === "string") return pkg.name ? [pkg.name.split("/").pop()!] : [];
    return Object.keys(pkg.bin ?? {});
  } catch {
    return [];
  }
}

/** The commands the package installs (package.json `bin`, pyproject scripts), read from its manifests, never run. */
export function commandNames(source: SourceTree): string[] {
  const names = [...npmBins(source.read(own(source, "package.json")) ?? ""), ...tomlScripts(source.read(own(source, "pyproject.toml")) ?? "")];
  return [...new Set(names)].sort();
}

const SHELL = /^(bash|sh|shell|console|zsh|powershell|cmd|text)?$/i;
const LIBRARY_USE = /^\s*(from [\w.]+ import |import [\w.]+|import \{[^}]*\} from |import \w+ from |const .+ = require\()/m;
const DEPLOY = /\b(helm (upgrade --)?install|docker[- ]compose\b[^\n]*\bup\b|docker run\b|kubectl apply)/;

/**
 * What the README's code examples show first. Why: the method scores the mode the README leads with, and a library
 * that also installs a command (or a service that also ships a chart) is reviewed as its README presents it.
 * Fenced blocks are matched with a pattern because only their language tag and first lines matter here.
 */
export function readmeLead(source: SourceTree, names: string[]): ReadmeLead | null {
  const prefix = source.subpath ? `${source.subpath}/` : "";
  const readme = source.files.find((f) => f.startsWith(prefix) && /^readme\.md$/i.test(f.slice(prefix.length)));
  const text = readme ? source.read(readme) : null;
  if (!text) return null;
  const command = names.length ? new RegExp(`^\\s*(\\$ )?(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(\\s|$)`, "m") : null;
  for (const [, lang, body] of text.matchAll(/```([\w-]*)[^\n]*\n([\s\S]*?)```/g)) {
    if (!SHELL.test(lang!) && LIBRARY_USE.test(body!)) return "library";
    if (command?.test(body!)) return "command";
    if (DEPLOY.test(body!)) return "deploy";
  }
  return null;
}
