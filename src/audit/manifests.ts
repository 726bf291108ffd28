import { parse as parseToml } from "smol-toml";
import { packageFile, packageRelative } from "./files.js";
import type { SourceTree } from "./source.js";

/** The pyproject.toml fields the reviewer reads, from `[project]` or Poetry's `[tool.poetry]`. */
export interface PyprojectManifest {
  name?: string;
  description?: string;
  scripts: string[];
  /** The project's own URLs ([project.urls] or Poetry's repository/homepage), as written. */
  urls?: string[];
}

/** A pyproject.toml read as data (never run, parsed with smol-toml); fields of the wrong type, or a file that does not parse, give nothing. */
export function pyprojectManifest(text: string): PyprojectManifest {
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text);
  } catch {
    return { scripts: [] };
  }
  const table = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const project = table(doc.project);
  const poetry = table(table(doc.tool).poetry);
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  const out: PyprojectManifest = { scripts: [...Object.keys(table(project.scripts)), ...Object.keys(table(poetry.scripts))] };
  const name = str(project.name) ?? str(poetry.name);
  const description = str(project.description) ?? str(poetry.description);
  if (name) out.name = name;
  if (description) out.description = description;
  const urls = [...Object.values(table(project.urls)), poetry.repository, poetry.homepage].filter((u): u is string => typeof u === "string");
  if (urls.length) out.urls = urls;
  return out;
}

/** The package.json fields the reviewer reads. */
export interface NpmManifest {
  name?: string;
  description?: string;
  bin?: string | Record<string, string>;
  /** The names of its dependencies and devDependencies. */
  dependencies?: string[];
  /** Its `repository` field (a URL or a `github:owner/name` shorthand), as written. */
  repository?: string;
  /** Whether `engines` names VS Code: the package is an editor extension. */
  vscodeEngine?: boolean;
  /** Its `mcpName`: the name the MCP registry lists the package under as a server. */
  mcpName?: string;
}

/** A package.json read as data (never run); fields of the wrong type, or a file that does not parse, give nothing. */
export function npmManifest(text: string): NpmManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof raw !== "object" || raw === null) return {};
  const { name, description, bin, dependencies, devDependencies, repository, engines, mcpName } = raw as Record<string, unknown>;
  // Why the checks: the manifest is the audited repository's, and any value can stand where a string is expected.
  const out: NpmManifest = {};
  if (typeof name === "string") out.name = name;
  if (typeof description === "string") out.description = description;
  if (typeof bin === "string") out.bin = bin;
  else if (typeof bin === "object" && bin !== null) out.bin = Object.fromEntries(Object.entries(bin).filter(([, v]) => typeof v === "string"));
  const deps = [dependencies, devDependencies].flatMap((d) => (typeof d === "object" && d !== null ? Object.keys(d) : []));
  if (deps.length) out.dependencies = deps;
  const repo = typeof repository === "object" && repository !== null ? (repository as Record<string, unknown>).url : repository;
  if (typeof repo === "string") out.repository = repo;
  if (typeof engines === "object" && engines !== null && typeof (engines as Record<string, unknown>).vscode === "string") out.vscodeEngine = true;
  if (typeof mcpName === "string" && mcpName.trim()) out.mcpName = mcpName.trim();
  return out;
}

// Libraries that render pages in the browser, and frameworks that run a server (or a desktop shell) beside their pages.
const BROWSER_UI = /^(react-dom|vue|svelte|@angular\/core|preact|solid-js)$/;
const SERVES_TOO = /^(next|nuxt|@sveltejs\/kit|@remix-run\/\w+|express|fastify|koa|hono|@nestjs\/core|electron|@tauri-apps\/\w+)$/;

/**
 * The folders (with a trailing `/`) of the front-end packages inside a tree: a package.json below `top` whose
 * dependencies render pages in the browser and run no server. Their code is what a person sees, not what the agent's
 * process enforces (`packages/ui/`, `web/`, whatever the folder is called). Why not `top`'s own manifest: the audited
 * package is never set aside whole.
 */
export function frontEndFolders(files: string[], read: (path: string) => string | null, top = ""): string[] {
  const own = top ? `${top}/package.json` : "package.json";
  return files
    .filter((f) => f.endsWith("/package.json") && f !== own)
    .filter((f) => {
      const deps = npmManifest(read(f) ?? "").dependencies ?? [];
      return deps.some((d) => BROWSER_UI.test(d)) && !deps.some((d) => SERVES_TOO.test(d));
    })
    .map((f) => f.slice(0, -"package.json".length));
}

/**
 * The manifest that makes the package a desktop application (Electron or Tauri), or null. Why the package's own top
 * level only: a desktop shell in a sub-folder is one client of a project that ships as something else.
 */
export function desktopAppManifest(source: SourceTree): string | null {
  const npm = packageFile(source, "package.json");
  if (npmManifest(source.read(npm) ?? "").dependencies?.some((d) => d === "electron" || d.startsWith("@tauri-apps/"))) return npm;
  const tauri = packageFile(source, "src-tauri/tauri.conf.json");
  return source.files.includes(tauri) ? tauri : null;
}

/**
 * The package's own web-application config (Next.js, or Vercel hosting) at its top level, or null. Why not shipped
 * code: such files are build configuration, yet they make the package an application that is deployed, not imported.
 */
export function webAppConfig(source: SourceTree): string | null {
  const names = ["next.config.js", "next.config.mjs", "next.config.cjs", "next.config.ts", "vercel.json"].map((n) => packageFile(source, n));
  return names.find((f) => source.files.includes(f)) ?? null;
}

/**
 * The file that lists the package in the MCP registry as a server, or null: package.json with an `mcpName`, or a
 * `server.json` written to the registry's server schema. Why it matters: a thin wrapper whose tools live in a
 * dependency registers nothing in its own code, yet it is published, installed and run as an MCP server.
 */
export function mcpRegistryManifest(source: SourceTree): string | null {
  const npm = packageFile(source, "package.json");
  if (npmManifest(source.read(npm) ?? "").mcpName) return npm;
  const server = packageFile(source, "server.json");
  let schema: unknown;
  try {
    schema = (JSON.parse(source.read(server) ?? "null") as Record<string, unknown> | null)?.$schema;
  } catch {
    return null;
  }
  return typeof schema === "string" && /modelcontextprotocol\.io\/schemas\/.*server\.schema\.json$/.test(schema) ? server : null;
}

/**
 * The shipped manifest of a VS Code extension in the package or one or two folders below it (an IDE agent's monorepo
 * keeps its extension in `src/` or `apps/vscode/`), or null.
 */
export function editorExtensionManifest(source: SourceTree): string | null {
  const manifests = source.files.filter((f) => /^([^/]+\/){0,2}package\.json$/.test(packageRelative(source, f) ?? "") && source.shipping.isShipped(f));
  return manifests.sort().find((f) => npmManifest(source.read(f) ?? "").vscodeEngine) ?? null;
}

function npmBins(pkg: NpmManifest): string[] {
  if (typeof pkg.bin === "string") return pkg.name ? [pkg.name.split("/").pop()!] : [];
  return Object.keys(pkg.bin ?? {});
}

/** The commands the package installs (package.json `bin`, pyproject scripts), read from its manifests, never run. */
export function commandNames(source: SourceTree): string[] {
  const names = [...npmBins(npmManifest(source.read(packageFile(source, "package.json")) ?? "")), ...pyprojectManifest(source.read(packageFile(source, "pyproject.toml")) ?? "").scripts];
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
