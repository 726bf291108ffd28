import { posix } from "node:path";
import { npmManifest, pyprojectManifest } from "./manifests.js";

/** At most this many folders join a package's scope, so a manifest cannot make the audit read a whole huge tree. */
const MAX_SCOPE_DIRS = 200;

const MANIFEST = /(^|\/)(package\.json|pyproject\.toml|Cargo\.toml|go\.mod|[^/]+\.(cs|fs|vb)proj)$/;

// Why manifests under tests and samples are skipped: what a test project references is not what the package ships.
const NOT_SHIPPED = /(^|\/)(tests?|__tests__|spec|examples?|samples?|docs?|benchmarks?)\//i;

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\*\*\//g, "\u0000").replace(/\*/g, "[^/]*").replace(/\?/g, "[^/]").replace(/\u0000/g, "(?:.*/)?")}$`);
}

/** Resolves a manifest's reference to root-relative paths (globs matched against the tree), or nothing if it leaves the tree. */
function resolveReference(manifestDir: string, ref: string, files: string[]): string[] {
  const path = ref.startsWith("/") ? ref.slice(1) : posix.join(manifestDir, ref);
  const normal = posix.normalize(path).replace(/\/+$/, "");
  if (normal === ".." || normal.startsWith("../")) return [];
  if (!/[*?]/.test(normal)) return [normal === "." ? "" : normal];
  const re = globToRegExp(normal);
  return files.filter((f) => re.test(f));
}

/** The names local packages are published under, to resolve workspace references by name. */
function packageNames(files: string[], read: (path: string) => string | null): Map<string, string> {
  const names = new Map<string, string>();
  for (const f of files) {
    if (NOT_SHIPPED.test(f) || f.includes("node_modules/")) continue;
    let name: string | undefined;
    if (/(^|\/)package\.json$/.test(f)) name = npmManifest(read(f) ?? "").name;
    // Why normalised: Python package names compare case-insensitively with "-", "_" and "." alike (PEP 503).
    else if (/(^|\/)pyproject\.toml$/.test(f)) name = pyprojectManifest(read(f) ?? "").name?.toLowerCase().replace(/[_.]/g, "-");
    if (name && !names.has(name)) names.set(name, posix.dirname(f) === "." ? "" : posix.dirname(f));
  }
  return names;
}

/** The local folders one manifest depends on (project references, workspace and path dependencies). */
function referencedFolders(manifest: string, text: string, files: string[], names: () => Map<string, string>): string[] {
  const dir = posix.dirname(manifest) === "." ? "" : posix.dirname(manifest);
  const out: string[] = [];
  const add = (ref: string) => {
    for (const p of resolveReference(dir, ref, files)) out.push(/\.(cs|fs|vb)proj$/.test(p) ? posix.dirname(p) : p);
  };
  if (/\.(cs|fs|vb)proj$/.test(manifest)) {
    for (const m of text.matchAll(/<ProjectReference\s+Include="([^"]+)"/g)) {
      // Why the properties: MSBuild repositories name the root and the project's own folder through them.
      const ref = m[1]!
        .replace(/\$\((RepoRoot|SolutionDir|RepositoryRoot)\)[\\/]?/g, "/")
        .replace(/\$\((MSBuildThisFileDirectory|MSBuildProjectDirectory)\)[\\/]?/g, "")
        .replace(/\\/g, "/");
      if (!ref.includes("$(")) add(ref);
    }
  } else if (manifest.endsWith("package.json")) {
    const deps = /"(?:dependencies|peerDependencies)"\s*:\s*\{([^}]*)\}/g;
    for (const block of text.matchAll(deps)) {
      for (const m of block[1]!.matchAll(/"([^"]+)"\s*:\s*"(workspace:[^"]*|file:[^"]+|link:[^"]+)"/g)) {
        if (m[2]!.startsWith("workspace:")) {
          const d = names().get(m[1]!);
          if (d !== undefined) out.push(d);
        } else add(m[2]!.replace(/^(file|link):/, ""));
      }
    }
  } else if (manifest.endsWith("pyproject.toml") || manifest.endsWith("Cargo.toml")) {
    for (const m of text.matchAll(/^\s*"?([A-Za-z0-9_.-]+)"?\s*=\s*\{([^}\n]*)\}/gm)) {
      const path = /\bpath\s*=\s*"([^"]+)"/.exec(m[2]!)?.[1];
      if (path) add(path);
      else if (/\bworkspace\s*=\s*true/.test(m[2]!) && manifest.endsWith("pyproject.toml")) {
        const d = names().get(m[1]!.toLowerCase().replace(/[_.]/g, "-"));
        if (d !== undefined) out.push(d);
      }
    }
  } else if (manifest.endsWith("go.mod")) {
    for (const m of text.matchAll(/=>\s*(\.{1,2}\/\S*)/g)) add(m[1]!);
  }
  return out;
}

/**
 * The folders a package in a monorepo is made of: its own folder plus the local packages it depends on, followed
 * through project references, workspace and path dependencies (transitively, bounded). Why: a reviewer auditing one
 * server of a monorepo reads the tools it is built from, even when they live in sibling folders.
 */
export function packageScope(subpath: string, files: string[], read: (path: string) => string | null): string[] {
  const scope = new Set<string>([subpath]);
  const queue = [subpath];
  let names: Map<string, string> | undefined;
  const lazyNames = () => (names ??= packageNames(files, read));
  // Why listed once: the queue may visit up to MAX_SCOPE_DIRS folders, and a large tree has far more files than manifests.
  const manifests = files.filter((f) => MANIFEST.test(f) && !f.includes("node_modules/"));
  while (queue.length > 0 && scope.size < MAX_SCOPE_DIRS) {
    const dir = queue.shift()!;
    const prefix = `${dir}/`;
    for (const f of manifests) {
      if (!f.startsWith(prefix) || NOT_SHIPPED.test(f.slice(prefix.length))) continue;
      for (const dep of referencedFolders(f, read(f) ?? "", files, lazyNames)) {
        // Why not the root or a folder around one in scope: that would make the scope everything, or read it twice.
        const covered = [...scope].some((s) => dep.startsWith(`${s}/`) || s.startsWith(`${dep}/`));
        if (!dep || scope.has(dep) || covered || scope.size >= MAX_SCOPE_DIRS) continue;
        scope.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...scope].sort();
}
