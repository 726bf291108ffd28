import { parse as parseToml } from "smol-toml";
import { packageFile, packageFileMatching, packageRelative } from "./files.js";
import type { SourceTree } from "./source.js";

/** What a project's README shows its users first: using it as a library, running its command, or deploying it. */
export type ReadmeLead = "library" | "command" | "deploy";

function tomlScripts(text: string): string[] {
  try {
    const doc = parseToml(text) as { project?: { scripts?: object }; tool?: { poetry?: { scripts?: object } } };
    return [...Object.keys(doc.project?.scripts ?? {}), ...Object.keys(doc.tool?.poetry?.scripts ?? {})];
  } catch {
    return [];
  }
}

interface NpmManifest {
  name?: string;
  bin?: string | Record<string, string>;
}

function npmManifest(text: string): NpmManifest {
  try {
    return JSON.parse(text) as NpmManifest;
  } catch {
    return {};
  }
}

function npmBins(pkg: NpmManifest): string[] {
  if (typeof pkg.bin === "string") return pkg.name ? [pkg.name.split("/").pop()!] : [];
  return Object.keys(pkg.bin ?? {});
}

/** The commands the package installs (package.json `bin`, pyproject scripts), read from its manifests, never run. */
export function commandNames(source: SourceTree): string[] {
  const names = [...npmBins(npmManifest(source.read(packageFile(source, "package.json")) ?? "")), ...tomlScripts(source.read(packageFile(source, "pyproject.toml")) ?? "")];
  return [...new Set(names)].sort();
}

/**
 * The commands the packages of a monorepo install, with those packages' names (for a README's global install), when
 * the audited root is a workspace rather than a package. Why only one level under the usual workspace folders: deeper
 * manifests belong to fixtures, templates and examples.
 */
export function workspaceCommands(source: SourceTree): { names: string[]; packages: string[] } {
  const names = new Set<string>();
  const packages = new Set<string>();
  for (const f of source.files) {
    if (!/^(packages|apps|libs|crates)\/[^/]+\/package\.json$/.test(packageRelative(source, f) ?? "") || !source.shipping.isShipped(f)) continue;
    const pkg = npmManifest(source.read(f) ?? "");
    const bins = npmBins(pkg);
    bins.forEach((b) => names.add(b));
    if (bins.length && pkg.name) packages.add(pkg.name);
  }
  return { names: [...names].sort(), packages: [...packages].sort() };
}

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
  const esc = (n: string) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const command = names.length ? new RegExp(`^\\s*(\\$ )?(${names.map(esc).join("|")})(\\s|$)`, "m") : null;
  // Why: installing a package globally (npm/bun/pnpm -g, yarn global) is installing its command.
  const globalInstall = packages.length ? new RegExp(`\\b((npm|bun|pnpm) (install|i|add) (-g|--global)|yarn global add) (${packages.map(esc).join("|")})(@\\S*)?(\\s|$)`) : null;
  for (const [, lang, body] of text.matchAll(/```([\w-]*)[^\n]*\n([\s\S]*?)```/g)) {
    if (!SHELL.test(lang!) && LIBRARY_USE.test(body!)) return "library";
    if (command?.test(body!) || globalInstall?.test(body!)) return "command";
    if (DEPLOY.test(body!)) return "deploy";
  }
  return null;
}
