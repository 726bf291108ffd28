import { spawn } from "node:child_process";
import { lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
// Why the evidence module's counter: a count recorded here must be the count `verify` reproduces.
import { countPrintedLines } from "../evidence/lines.js";
import { materializeTree, type MaterializedTree } from "../evidence/materialize.js";
import { openRepository, type Repository } from "../evidence/repository.js";
import { RG_FIXED_ARGS, RG_OMITTED_LINE, rgEnvironment, ripgrepPath } from "../evidence/search.js";
import { InputError } from "../util/errors.js";
import { PAGE_COMPONENT_FILE, shippingFor, type Shipping } from "./globs.js";
import { frontEndFolders } from "./manifests.js";
import { linesInsideBacktickStrings } from "./backtick-strings.js";
import { shellQuote } from "./quote.js";
import { linesInsideTripleQuotes } from "./python-strings.js";
import { presentTypeFlags, typePresence } from "./rg-types.js";
import { rustTestModules } from "./rust-tests.js";
import { packageScope } from "./scope.js";

/** The largest file an audit reads (bigger files are generated or data, not the code that decides behaviour). */
export const MAX_AUDIT_FILE = 1024 * 1024;

/**
 * The longest line a search reads as a hit. Why: a longer line is generated (a minified bundle that no folder or file
 * name gives away, an inlined data blob), not code a person wrote, and one such line names half the vocabulary every
 * detector looks for. The recorded count stays rg's own, so `verify` reproduces it.
 */
export const MAX_HIT_LINE = 2000;

/** One matching line of a search. */
export interface Hit {
  path: string;
  line: number;
  text: string;
}

/** A search as it will appear in evidence (re-runnable by `verify`) with what it printed. */
export interface SearchResult {
  search: string;
  scope: string;
  count: number;
  hits: Hit[];
}

/** What to search: a regex, optional extra rg flags, globs and scope paths. */
export interface SearchSpec {
  pattern: string;
  /** Extra flags before the pattern, e.g. ["-i"] or ["-F"]. Default: smart case. */
  flags?: string[];
  globs?: string[];
  scope?: string[];
}

/** A repository tree at one commit, read-only, with cached reads and searches. */
export interface SourceTree {
  root: string;
  commit: string;
  /** The directory scored inside a monorepo, or null for the whole repository. */
  subpath: string | null;
  /** The folders searched: "." for the whole repository, else the subpath and the local packages it is built from. */
  scope: string[];
  files: string[];
  /** Which files are the shipped program (tests, examples and development scripts are not). */
  shipping: Shipping;
  /** Whether a file is front-end code (a page component, a front-end folder or package): shown to a person, not enforced. */
  inFrontEnd(path: string): boolean;
  read(path: string): string | null;
  lines(path: string): string[] | null;
  /**
   * Whether a hit lies inside a multi-line text literal (a Python triple-quoted string, a Go raw string, a JavaScript
   * template literal: a docstring's examples, prompt text), not code.
   */
  inTextLiteral(hit: Hit): boolean;
  search(spec: SearchSpec): Promise<SearchResult>;
  dispose(): Promise<void>;
}

function runRg(root: string, args: string[]): Promise<string> {
  return ripgrepPath().then(
    (rg) =>
      new Promise((resolve, reject) => {
        // Why the shared arguments and environment: the audit's counts must be the ones `verify` re-runs.
        const child = spawn(rg, [...RG_FIXED_ARGS, ...args], { cwd: root, env: rgEnvironment(), stdio: ["ignore", "pipe", "pipe"] });
        const out: Buffer[] = [];
        let err = "";
        child.stdout.on("data", (c: Buffer) => out.push(c));
        child.stderr.on("data", (c: Buffer) => (err += c.toString()));
        child.on("error", reject);
        child.on("close", (code) => (code === 0 || code === 1 ? resolve(Buffer.concat(out).toString("utf8")) : reject(new Error(`rg failed: ${err.split("\n")[0]}`))));
      }),
  );
}

/** Hits from rg output, in path and line order whatever order rg printed them in. */
export function parseHits(output: string, scope: string[]): Hit[] {
  const hits: Hit[] = [];
  const singleFile = scope.length === 1 && !scope[0]!.endsWith("/") && /\.[A-Za-z0-9]+$/.test(scope[0]!);
  // Why \r?: a file with Windows line endings prints its lines with a trailing CR, which `.` does not match.
  for (const raw of output.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const m = singleFile ? /^(\d+):(.*)$/.exec(raw) : /^(.+?):(\d+):(.*)$/.exec(raw);
    if (!m) continue;
    if (singleFile) hits.push({ path: scope[0]!, line: Number(m[1]), text: m[2]! });
    else hits.push({ path: m[1]!.replace(/^\.\//, ""), line: Number(m[2]), text: m[3]! });
  }
  // Why: rg searches files on several threads, so files come out in a different order from run to run; the audit
  // must not depend on it (same input, byte-identical output).
  return hits.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}

/**
 * The pattern with needless escapes of plain punctuation dropped (`\"` → `"`, `\/` → `/`): they mean the same
 * character, but ripgrep 13 and older reject them ("unrecognized escape sequence"), so a recorded search would not
 * reproduce on a reader's older rg. An escaped backslash is kept whole.
 */
function portablePattern(pattern: string): string {
  return pattern.replace(/\\([\s\S])/g, (pair, c: string) => (/["'\/!@%=:,;_`]/.test(c) ? c : pair));
}

/**
 * Builds the exact command line that evidence records and `verify` re-runs. Why --no-unicode on every search: code
 * vocabulary is ASCII, and Unicode-aware `\w`, `\b` and case folding made long case-insensitive alternations up to 80
 * times slower (a 1.3M-line platform: 37.6 s of search, now 5.4 s); being in the recorded command, it is re-run too.
 */
export function searchCommand(spec: SearchSpec, defaultScope: string[] = ["."]): { argv: string[]; search: string; scope: string[] } {
  const argv = ["-n", "--no-unicode", ...(spec.flags ?? ["-S"]), ...(spec.globs ?? []).flatMap((g) => ["-g", g]), "-e", portablePattern(spec.pattern)];
  return { argv, search: ["rg", ...argv].map(shellQuote).join(" "), scope: spec.scope ?? defaultScope };
}

// Which lines of a file lie inside multi-line text, by language.
const STRING_BODIES: Array<[RegExp, (lines: string[]) => Set<number>]> = [
  [/\.pyw?$/, linesInsideTripleQuotes],
  [/\.go$/, (lines) => linesInsideBacktickStrings(lines, false)],
  [/\.(js|mjs|cjs|jsx|ts|mts|cts|tsx)$/, (lines) => linesInsideBacktickStrings(lines, true)],
];

/** Builds a SourceTree over an already materialised directory (tests use plain fixture folders). */
export function sourceFromDirectory(root: string, commit: string, allFiles: string[], dispose: () => Promise<void> = async () => {}, subpath: string | null = null): SourceTree {
  const texts = new Map<string, string | null>();
  const split = new Map<string, string[] | null>();
  const searches = new Map<string, Promise<SearchResult>>();
  const read = (path: string): string | null => {
    if (texts.has(path)) return texts.get(path)!;
    let text: string | null = null;
    try {
      const full = join(root, path);
      const st = lstatSync(full);
      // Why lstat: a materialised tree holds no links out of it, but a plain directory might.
      if (st.isFile() && st.size <= MAX_AUDIT_FILE) {
        const buf = readFileSync(full);
        if (!buf.subarray(0, 8192).includes(0)) text = buf.toString("utf8");
      }
    } catch {
      text = null;
    }
    texts.set(path, text);
    return text;
  };
  const linesOf = (path: string): string[] | null => {
    if (!split.has(path)) {
      const t = read(path);
      split.set(path, t === null ? null : t.replace(/\n$/, "").split("\n"));
    }
    return split.get(path)!;
  };
  // Why one cache per kind of span: each file's Rust test modules and Python string bodies are worked out once per
  // audit, however many detectors search it.
  const testModules = new Map<string, Array<[number, number]>>();
  const stringBodies = new Map<string, Set<number>>();
  // Why: hits inside a Rust file's #[cfg(test)] module are test code, which the shipped-code globs cannot exclude.
  const inRustTest = (hit: Hit): boolean => {
    if (!hit.path.endsWith(".rs")) return false;
    if (!testModules.has(hit.path)) testModules.set(hit.path, rustTestModules(linesOf(hit.path) ?? []));
    return testModules.get(hit.path)!.some(([a, b]) => hit.line >= a && hit.line <= b);
  };
  const inTextLiteral = (hit: Hit): boolean => {
    const bodies = STRING_BODIES.find(([ext]) => ext.test(hit.path))?.[1];
    if (!bodies) return false;
    if (!stringBodies.has(hit.path)) stringBodies.set(hit.path, bodies(linesOf(hit.path) ?? []));
    return stringBodies.get(hit.path)!.has(hit.line);
  };
  const sub = subpath ? subpath.replace(/\/+$/, "") : null;
  const scope = sub ? packageScope(sub, allFiles, read) : ["."];
  const files = sub ? allFiles.filter((f) => scope.some((d) => f.startsWith(`${d}/`))) : allFiles;
  // Why lazily: every package.json is read on the first question about front-end code (a detector that sets it aside,
  // or the first hits to cite), not when a tree is opened that may never be searched.
  let frontEnd: string[] | undefined;
  // Why lazily: a tree that is never searched never asks rg for its type list.
  let presence: Promise<(type: string) => boolean> | undefined;
  return {
    root,
    commit,
    subpath: sub,
    scope,
    files,
    shipping: shippingFor(files, read),
    inFrontEnd: (path) => PAGE_COMPONENT_FILE.test(path) || (frontEnd ??= frontEndFolders(files, read, sub ?? "")).some((dir) => path.startsWith(dir)),
    read,
    lines: linesOf,
    inTextLiteral,
    async search(spec) {
      presence ??= typePresence([...new Set(files.map((f) => f.slice(f.lastIndexOf("/") + 1)))]);
      const cmd = searchCommand({ ...spec, ...(spec.flags ? { flags: presentTypeFlags(spec.flags, await presence) } : {}) }, scope);
      const key = `${cmd.search}\u0000${cmd.scope.join(" ")}`;
      let pending = searches.get(key);
      if (!pending) {
        pending = runRg(root, [...cmd.argv, ...cmd.scope]).then((out) => {
          const hits = parseHits(out, cmd.scope).filter((h) => h.text.length <= MAX_HIT_LINE && !RG_OMITTED_LINE.test(h.text) && !inRustTest(h));
          return { search: cmd.search, scope: cmd.scope.join(" "), count: countPrintedLines(out), hits };
        });
        searches.set(key, pending);
      }
      return pending;
    },
    dispose,
  };
}

/** Opens a repository (clone, bare dir, or plain dir with `commit`) at a commit and materialises its tree. */
export async function openSource(path: string, commit?: string, subpath: string | null = null): Promise<SourceTree> {
  let repo: Repository;
  try {
    repo = await openRepository(path, commit ? { commit } : {});
  } catch (e) {
    throw new InputError((e as Error).message);
  }
  let tree: MaterializedTree | undefined;
  try {
    const full = await repo.resolveCommit(commit ?? "HEAD");
    if (!full) throw new InputError(`${path}: commit ${commit ?? "HEAD"} not found`);
    tree = await materializeTree(repo, full);
    const entries = await repo.listTree(full);
    const files = entries.filter((e) => e.kind === "file" && e.size <= MAX_AUDIT_FILE).map((e) => e.path).sort();
    const t = tree;
    if (subpath && !files.some((f) => f.startsWith(`${subpath.replace(/\/+$/, "")}/`))) throw new InputError(`${path}: subpath ${subpath} has no files at ${full}`);
    return sourceFromDirectory(t.root, full, files, () => t.dispose(), subpath);
  } catch (e) {
    await tree?.dispose();
    throw e instanceof InputError ? e : new InputError(`${path}: ${(e as Error).message}`);
  } finally {
    await repo.close();
  }
}
