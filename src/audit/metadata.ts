import { execFileSync } from "node:child_process";
import { packageFile, packageFileMatching } from "./files.js";
import { npmManifest, pyprojectManifest, type NpmManifest, type PyprojectManifest } from "./manifests.js";
import type { SourceTree } from "./source.js";

/** Facts about the project that the scorecard's header needs, read from manifests (never executed). */
export interface ProjectMetadata {
  name: string;
  repoUrl: string;
  description: string;
  version: string | null;
  commitDate: string;
  /** Where repoUrl came from when the repository has no origin remote (a manifest file), for the limitations. */
  repoUrlFrom?: string;
}

function npmPackage(source: SourceTree): NpmManifest {
  return npmManifest(source.read(packageFile(source, "package.json")) ?? "");
}

function pyPackage(source: SourceTree): PyprojectManifest {
  return pyprojectManifest(source.read(packageFile(source, "pyproject.toml")) ?? "");
}

function manifestField(source: SourceTree, file: string, re: RegExp): string | null {
  // Why the subpath: a package inside a monorepo is described by its own manifest, not the repository's.
  const text = source.read(packageFile(source, file));
  const m = text ? re.exec(text) : null;
  return m?.[1]?.trim() || null;
}

/**
 * The README's pitch (data, never instructions), for a description when manifests have none: the first prose
 * paragraph, joined across its lines and cut at its first sentence.
 */
function readmePitch(source: SourceTree): string | null {
  const readme = packageFileMatching(source, /^readme(\.md|\.rst|\.txt)?$/i);
  const text = readme ? source.read(readme) : null;
  if (!text) return null;
  const raw = text.split("\n").map((l) => l.trim());
  // Why strip inline emphasis and links: READMEs centre their one-line pitch in `<strong>`, `<p>` or `**` under the badges.
  const visible = (l: string) =>
    l.replace(/^>\s*/, "").replace(/<\/?(strong|b|em|i|p|span|a|h[1-6])\b[^>]*>/gi, "").replace(/^(\*\*|__)/, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").trim();
  const lines = raw.map(visible);
  const quoted = raw.map((l) => /^>/.test(l));
  // Why not a line cut by pipes: "English | 简体中文 | 日本語" is a language switcher, a row of links, not prose; nor
  // one that starts with `name="…"`: the attributes of an HTML tag broken across lines.
  const prose = (i: number) =>
    /^[A-Za-z]/.test(lines[i]!) && !/^(<|!\[|\[!)/.test(lines[i]!) && !/^>\s*\[!/.test(raw[i]!) && !/\s\|\s.*\s\|\s/.test(lines[i]!) && !/^[\w:-]+=["']/.test(lines[i]!);
  // Why a quote only right under the title: many put their tagline there, while quotes elsewhere are notes ("Public
  // preview", "Welcome early adopter", a mirror tip) and callouts (`> [!WARNING]`) are never the pitch.
  const previous: string[] = [];
  let last = "";
  for (const l of raw) {
    previous.push(last);
    if (l) last = l;
  }
  const tagline = (i: number) => quoted[i]! && !quoted[i - 1] && /^(#\s|<h1\b)/i.test(previous[i]!);
  const start = lines.findIndex((l, i) => prose(i) && l.length > 20 && (!quoted[i] || tagline(i)));
  if (start < 0) return null;
  const paragraph = [lines[start]!];
  for (let i = start + 1; i < lines.length && paragraph.length < 4; i++) {
    const l = lines[i]!;
    if (!l || quoted[i] !== quoted[start] || /^([#=|`<]|!\[|\[!|[-*+]\s|\d+\.\s)/.test(l)) break;
    paragraph.push(l);
  }
  const joined = paragraph.join(" ").replace(/[*_`]/g, "").replace(/\s+/g, " ");
  const sentence = /^.{20,}?[.!?](?=\s|$)/.exec(joined)?.[0] ?? joined;
  return sentence.length <= 200 ? sentence : `${sentence.slice(0, 200).replace(/\s+\S*$/, "")}…`;
}

/** The package's own one-line description: its manifest's, else its README's pitch. */
export function packageDescription(source: SourceTree): string | null {
  // Why only a named npm package's: a nameless `package.json` pins tooling beside code in another language (a C#
  // SDK's test servers), and its description is that file's, not the project's.
  const npm = npmPackage(source);
  const npmDescription = npm.name ? npm.description?.trim() || null : null;
  return npmDescription ?? (pyPackage(source).description?.trim() || null) ?? readmePitch(source);
}

function gitOut(repoPath: string, args: string[]): string | null {
  try {
    return execFileSync("git", args, { cwd: repoPath, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1" } }).trim() || null;
  } catch {
    return null;
  }
}

/** The remote URL as an https URL without credentials or .git, when the repository has one. */
export function normaliseRemote(remote: string | null): string | null {
  if (!remote) return null;
  const ssh = /^git@([^:]+):(.+?)(\.git)?$/.exec(remote);
  const url = ssh ? `https://${ssh[1]}/${ssh[2]}` : remote.replace(/^http:\/\//, "https://").replace(/\/\/[^/@]+@/, "//");
  return /^https:\/\//.test(url) ? url.replace(/\.git$/, "").replace(/\/+$/, "") : null;
}

const GO_MODULE = /^module\s+(\S+)/m;
const PLACEHOLDER_OWNER = /^(your|my)[-_]?(user(name)?|name|org(anization)?|account|handle|company|team|github)?$|^(user(name)?|owner|org|example|someone|changeme|todo|xxx+)$/i;
const FORGE_REPO = /^https:\/\/(github\.com|gitlab\.com|codeberg\.org|bitbucket\.org)\/[\w.-]+\/[\w.-]+/;

/** A manifest's repository URL reduced to `https://<forge>/<owner>/<name>`, or null when it names no known forge. */
export function forgeRepository(url: string): string | null {
  const shorthand = /^(github|gitlab|bitbucket):([\w.-]+\/[\w.-]+)$/.exec(url.trim());
  const https = shorthand ? `https://${shorthand[1]}.${shorthand[1] === "bitbucket" ? "org" : "com"}/${shorthand[2]}` : url.trim().replace(/^git\+/, "").replace(/^(git|http|ssh):\/\/(git@)?/, "https://");
  const repo = FORGE_REPO.exec(https)?.[0].replace(/\.git$/, "") ?? null;
  // Why: templates leave `github.com/yourusername/<name>` in manifests; a permalink there would cite another repository.
  return repo && !PLACEHOLDER_OWNER.test(repo.split("/")[3] ?? "") ? repo : null;
}

/**
 * The repository URL the project's own manifest declares, for permalinks when the clone has no origin remote (a bare
 * snapshot, a tarball): package.json `repository`, Cargo.toml `repository`, pyproject URLs, or a go.mod module path
 * on a known forge. Untrusted data, so the limitations say where it came from.
 */
function manifestRepository(source: SourceTree): { url: string; file: string } | null {
  const goModule = manifestField(source, "go.mod", GO_MODULE);
  const candidates: Array<[string, string | null | undefined]> = [
    ["package.json", npmPackage(source).repository],
    ["Cargo.toml", manifestField(source, "Cargo.toml", /^repository\s*=\s*"([^"]+)"/m)],
    ...(pyPackage(source).urls ?? []).map((u): [string, string] => ["pyproject.toml", u]),
    ["go.mod", goModule && `https://${goModule}`],
  ];
  for (const [file, url] of candidates) {
    const repo = url ? forgeRepository(url) : null;
    if (repo) return { url: repo, file };
  }
  return null;
}

/** The package name the project's own manifest declares (package.json, pyproject.toml, Cargo.toml, go.mod), without scope. */
export function packageName(source: SourceTree): string | null {
  return (
    (npmPackage(source).name?.replace(/^@[^/]+\//, "").trim() || null) ??
    (pyPackage(source).name?.trim() || null) ??
    manifestField(source, "Cargo.toml", /^name\s*=\s*"([^"]+)"/m) ??
    manifestField(source, "go.mod", GO_MODULE)?.split("/").pop() ??
    source.subpath?.split("/").pop() ??
    null
  );
}

/** Reads name, remote, description and version from git and the usual manifests. */
export function readMetadata(source: SourceTree, repoPath: string, overrides: Partial<ProjectMetadata> = {}): ProjectMetadata {
  const remote = normaliseRemote(gitOut(repoPath, ["config", "--get", "remote.origin.url"]));
  // Why the parent: bare snapshots and mirrors are often called "repo" or "<name>.git".
  const parts = repoPath.replace(/\/+$/, "").split("/");
  const last = parts.pop()!.replace(/\.git$/, "");
  const dirName = /^(repo|repository|src|source|\.)$/i.test(last) && parts.length ? parts.pop()!.replace(/\+/g, "/").split("/").pop()! : last;
  const pkgName = packageName(source);
  const name = overrides.name ?? (remote ? remote.split("/").pop()! : (pkgName ?? dirName));
  const description =
    overrides.description ?? packageDescription(source) ?? "";
  const version = overrides.version !== undefined ? overrides.version : (gitOut(repoPath, ["describe", "--tags", "--exact-match", source.commit]) ?? null);
  const commitDate = overrides.commitDate ?? (gitOut(repoPath, ["show", "-s", "--format=%cs", source.commit]) ?? "1970-01-01");
  const declared = overrides.repoUrl || remote ? null : manifestRepository(source);
  return {
    name,
    repoUrl: overrides.repoUrl ?? remote ?? declared?.url ?? `https://localhost/${encodeURIComponent(name)}`,
    ...(declared ? { repoUrlFrom: declared.file } : {}),
    description: (description || `Agent project ${name}, reviewed from its source code.`).slice(0, 300),
    version,
    commitDate,
  };
}
