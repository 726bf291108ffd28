import { escapeRegExp } from "../util/text.js";

/**
 * ripgrep's built-in file types for the languages the reviewer reads: TypeScript/JavaScript, Python, Go and Rust in
 * depth, and Java, Kotlin, C# and C/C++ for the main vocabulary (so an absence search over such a project is not empty).
 */
export const CODE_TYPE_FLAGS = ["-t", "ts", "-t", "js", "-t", "py", "-t", "go", "-t", "rust", "-t", "java", "-t", "kotlin", "-t", "csharp", "-t", "c", "-t", "cpp"];

/** A file inside a web front end's own folder (`frontend/`, `webui/`): code that runs in the browser or serves it. */
export const FRONT_END_FOLDER = /(^|\/)(frontend|front-end|webui|web-ui)\//i;

/**
 * A file or folder named for the program's own bookkeeping (tracing, telemetry, analytics, metrics, OAuth discovery):
 * its requests and timeouts send the program's own events or fetch an issuer's metadata, never reaching a model.
 */
export const BOOKKEEPING_FILE = /(^|\/)[^/]*(tracing|telemetry|analytics|metrics|oauth|discovery)[^/]*(\/|$)/i;

/**
 * Page components of a web or desktop front end, and every file of a front-end folder (its request helpers, widgets and
 * stores run in the browser): what they show a person, not what the agent's process enforces.
 */
export const PAGE_COMPONENT_FILE = new RegExp(String.raw`\.(tsx|jsx|vue|svelte)$|${FRONT_END_FOLDER.source}`, "i");

/**
 * Installers, setup commands, wizards and project generators (`create-<name>-app`, run by `npm create`): they ask about,
 * show or write a deployment's settings and files (another program's `.mcp.json`, every option's screen) rather than
 * load or enforce them.
 */
export const SETUP_TOOLING_FILE = /install|setup|doctor|wizard|onboard|(^|\/)create-[\w-]+\//i;

/**
 * Where a model-facing tool is defined: a tools (or private `_tools`), skills, actions, functions, abilities, built-ins,
 * MCP or packs folder, or a file named for its tools or functions.
 */
export const TOOL_DEFINITION_FILE = /(^|\/)_?(tools?|toolsets?|toolkits?|skills?|actions?|functions?|abilities|builtins?|mcp|packs?)\/|(^|[\/_])tools?\.\w+$|_functions\.py$/i;

/** The languages the reviewer reads, by file name (the same files as CODE_TYPE_FLAGS). */
export const READ_LANGUAGES: Array<[RegExp, string]> = [
  [/\.(ts|tsx|mts|cts)$/, "TypeScript"],
  [/\.(js|jsx|mjs|cjs)$/, "JavaScript"],
  [/\.py$/, "Python"],
  [/\.go$/, "Go"],
  [/\.rs$/, "Rust"],
  [/\.java$/, "Java"],
  [/\.kts?$/, "Kotlin"],
  [/\.cs$/, "C#"],
  [/\.(c|h)$/, "C"],
  [/\.(cc|cpp|cxx|hpp|hh)$/, "C++"],
];

/** Languages the reviewer does not read, by file name: their code is reported as not examined. */
export const UNREAD_LANGUAGES: Array<[RegExp, string]> = [
  [/\.(ex|exs)$/, "Elixir"],
  [/\.erl$/, "Erlang"],
  [/\.rb$/, "Ruby"],
  [/\.php$/, "PHP"],
  [/\.swift$/, "Swift"],
  [/\.scala$/, "Scala"],
  [/\.dart$/, "Dart"],
  [/\.lua$/, "Lua"],
  [/\.(hs|ml|clj|fs|nim|zig|cr|jl)$/, "another language"],
];

/** Whether a file is code in a language the reviewer reads. */
export function isCodeFile(path: string): boolean {
  return READ_LANGUAGES.some(([re]) => re.test(path));
}

// Directories that describe or test behaviour rather than ship it (the method: exclude tests and examples when
// establishing defaults), plus component stories and vendored code. One list for both the recorded rg globs and the
// file listing, so they cannot disagree. Database migrations ship, but only replay the schema's history: a column named
// `requires_approval` or `max_turns` added in 2024 says nothing about what the code does with it today. A dev container
// is the contributors' workstation, not the image users run; Gradle's `buildSrc/` and .NET's `eng/` hold the build's own
// tools (a test runner that drives an agent CLI with its prompts off is the maintainers', not the users'). Code under
// `templates/` is the scaffold of projects the program generates (a starter app's `server.js`), not the program.
const NON_SHIPPING_DIRS = ["test", "tests", "evaluation", "evaluations", "__tests__", "testdata", "test_data", "testutil", "testutils", "test_utils", "test-utils", "testHelpers", "testhelpers", "test_helpers", "test-helpers", "testing", "fixtures", "__fixtures__", "mocks", "__mocks__", "e2e", "examples", "example", "samples", "sample", "demos", "demo", "cookbook", "tutorials", "docs", "doc", "snippets", "benchmarks", "benchmark", "bench", "eval", "evals", "templates", "scripts", "script", "hack", "contrib", "stories", "__stories__", "website", "node_modules", "vendor", "vendored", "third_party", "dist", "build", "migrations", "alembic", ".devcontainer", "buildSrc", "eng", "docs-website", "docs-site", "docs-web", "documentation", "testFixtures", "UnitTests", "IntegrationTests", "notebooks"];
// File endings of the same kinds: tests (`.test-d.ts` holds type-level tests), component stories, type declarations,
// minified bundles, and code generated from a schema (protocol buffers' messages and stubs, a `.generated.ts`
// catalogue): types and data another file declares, not what the program does.
const NON_SHIPPING_SUFFIXES = ["_test.go", "_test.py", ".test.ts", ".test.tsx", ".test.js", ".test.jsx", ".test.cjs", ".test.mts", ".spec.ts", ".spec.tsx", ".spec.js", ".spec.jsx", ".spec.mjs", ".spec.cjs", ".test.mjs", ".test-d.ts", ".test-d.tsx", ".vitest.ts", ".stories.ts", ".stories.tsx", ".stories.js", ".stories.jsx", ".d.ts", ".min.js", "Test.java", "Tests.java", "Test.kt", "Tests.kt", "Tests.cs", "Test.cs", "_test.c", "_test.cc", "_test.cpp", "_test.rs", "_tests.rs", ".properties", ".gradle.kts", "_pb.ts", "_pb.js", "_pb2.py", "_pb2_grpc.py", ".pb.go", ".generated.ts", ".generated.js"];
// Why: root-level test scripts, code generators and build configs run at development time, and example scripts
// (example.py, quickstart_example.ts) show use, not the shipped program.
// (A test runner's setup file too: `jest.setup.js`, `vitest.setup.ts`, `setupTests.ts`.)
const DEV_FILE = /(^|\/)(test-[^/]*|[^/]*-tests?|generate[-_][^/]*|[^/]*\.config|(jest|vitest|karma|tests?)\.setup|setupTests|examples?|examples?[-_][^/]*|[^/]*[-_]examples?)\.(js|mjs|cjs|ts|py)$/;
// Why Rust's tests.rs: a crate's unit-test module kept beside the code it tests. Why setup.py: it runs when the
// package is built or installed (reading its own version with `exec(f.read())`), never as the program.
const TEST_FILE = /(^|\/)(test_[^/]*\.py|tests?\.rs|setup\.py)$/;
// Why apart, and with its case: Gradle's and Kotlin Multiplatform's test source sets are named for their target in
// camel case (`jvmTest/`, `commonTest/`, `integrationTest/`); a lowercase ending (`latest/`, `contest/`) is no test.
const SOURCE_SET_TEST = /(^|\/)[a-z][^/]*Test\//;

/** Which paths count as the shipped program: the rg globs that say so in evidence, and the same rule for a path. */
export interface Shipping {
  globs: string[];
  isShipped(path: string): boolean;
}


/** The tree's distinct directory names and file names, as spelled. */
interface TreeNames {
  dirs: string[];
  bases: string[];
}

function treeNames(files: string[]): TreeNames {
  const dirs = new Set<string>();
  const bases = new Set<string>();
  for (const f of files) {
    const parts = f.split("/");
    bases.add(parts.pop()!);
    for (const d of parts) dirs.add(d);
  }
  return { dirs: [...dirs], bases: [...bases] };
}

/**
 * One exclusion glob: its alternatives, how they are written, and how the tree spells each (none: it matches nothing
 * there). Why spellings for folders: the shipped-file test ignores case in folder names (`Tests/`, `Docs/`) while rg's
 * globs do not, so every spelling the tree uses is written out. File endings keep their one spelling, as that test does.
 */
interface GlobRule {
  alternatives: string[];
  write: (braced: string) => string;
  spellings: (alternative: string, tree: TreeNames) => string[];
}

/** The distinct spellings of `part(name)` over the names whose lowercased form passes `test`. */
const spelled = (names: string[], test: (lower: string) => boolean, part: (name: string) => string) => [...new Set(names.filter((n) => test(n.toLowerCase())).map(part))];
/** The alternative itself when some name could match it (ignoring case, so nothing rg could exclude is dropped). */
const ifAny = (alternative: string, names: string[], test: (lower: string) => boolean) => (names.some((n) => test(n.toLowerCase())) ? [alternative] : []);
/** `*` in a file-name pattern, as a regular expression over a whole lowercased name. */
const wildcard = (pattern: string, ending: string) => new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}${ending}$`);
const DEV_ENDINGS = "js,mjs,cjs,ts,py";

// Why example folders named for their project too (`acme-examples/`, `workflow_samples/`, `home-demo/`): a
// multi-module build keeps its sample applications beside the modules they show, under the project's own prefix.
const EXAMPLE_DIR_ENDINGS = ["-examples", "_examples", "-example", "_example", "-samples", "_samples", "-sample", "_sample", "-demos", "_demos", "-demo", "_demo"];

function globRules(dirs: string[]): GlobRule[] {
  const dirEnds = (alternatives: string[]): GlobRule => ({
    alternatives,
    write: (b) => `!**/*${b}/**`,
    spellings: (a, t) => spelled(t.dirs, (d) => d.endsWith(a), (d) => d.slice(-a.length)),
  });
  return [
    { alternatives: dirs, write: (b) => `!**/${b}/**`, spellings: (a, t) => spelled(t.dirs, (d) => d === a.toLowerCase(), (d) => d) },
    {
      alternatives: ["usecase", "use_case", "use-case"],
      write: (b) => `!**/*${b}*/**`,
      spellings: (a, t) => spelled(t.dirs, (d) => d.includes(a), (d) => {
        const at = d.toLowerCase().indexOf(a);
        return d.slice(at, at + a.length);
      }),
    },
    // Why the dotted endings: .NET names its test projects `<Project>.Tests`, `.UnitTests` or `.IntegrationTests`.
    dirEnds(["-tests", "_tests", ".tests", ".unittests", ".integrationtests"]),
    { alternatives: ["test-", "tests-", "tests_"], write: (b) => `!**/${b}*/**`, spellings: (a, t) => spelled(t.dirs, (d) => d.startsWith(a), (d) => d.slice(0, a.length)) },
    dirEnds(["-bench", "_bench", "-benchmark", "_benchmark", "-benchmarks", "_benchmarks"]),
    dirEnds(["-setup", "_setup"]),
    dirEnds(EXAMPLE_DIR_ENDINGS),
    { alternatives: ["[a-z]*Test"], write: (b) => `!**/${b}/**`, spellings: (a, t) => (t.dirs.some((d) => /^[a-z][^/]*Test$/.test(d)) ? [a] : []) },
    { alternatives: NON_SHIPPING_SUFFIXES, write: (b) => `!**/*${b}`, spellings: (a, t) => ifAny(a, t.bases, (n) => n.endsWith(a.toLowerCase())) },
    { alternatives: ["test_"], write: () => "!**/test_*.py", spellings: (a, t) => ifAny(a, t.bases, (n) => n.startsWith("test_") && n.endsWith(".py")) },
    { alternatives: ["test", "tests"], write: (b) => `!**/${b}.rs`, spellings: (a, t) => ifAny(a, t.bases, (n) => n === `${a}.rs`) },
    { alternatives: ["setup"], write: () => "!**/setup.py", spellings: (a, t) => ifAny(a, t.bases, (n) => n === "setup.py") },
    {
      alternatives: ["test-*", "*-test", "*-tests", "generate-*", "generate_*", "*.config", "jest.setup", "vitest.setup", "karma.setup", "test.setup", "tests.setup", "setupTests", "example", "examples", "example-*", "example_*", "examples-*", "examples_*", "*-example", "*_example", "*-examples", "*_examples"],
      write: (b) => `!**/${b}.{${DEV_ENDINGS}}`,
      spellings: (a, t) => {
        const name = wildcard(a.toLowerCase(), `\\.(${DEV_ENDINGS.replace(/,/g, "|")})`);
        return ifAny(a, t.bases, (n) => name.test(n));
      },
    },
  ];
}

/**
 * The exclusion globs, keeping only alternatives that match a name in the tree, as the tree spells it. Why: a glob
 * that matches nothing changes no count, and every recorded search carries the list, so pruning it keeps reports
 * readable while `verify` re-runs exactly what was run.
 */
function globsFor(dirs: string[], devCommands: string[], files: string[], buildFiles: string[]): string[] {
  const tree = treeNames(files);
  const globs = globRules(dirs).flatMap((rule) => {
    const kept = [...new Set(rule.alternatives.flatMap((a) => rule.spellings(a, tree)))];
    if (kept.length === 0) return [];
    return [rule.write(kept.length === 1 ? kept[0]! : `{${kept.join(",")}}`)];
  });
  return [...globs, ...devCommands.map((d) => `!${d}/**`), ...buildFiles.map((f) => `!${f}`)];
}

/** The rule that decides whether one path is shipped; the tree's globs say the same to rg. */
function shippedTest(dirs: string[], devCommands: string[] = [], buildFiles: string[] = []): (path: string) => boolean {
  // Why the -tests, -bench, -setup and -examples suffixes (and a tests_ prefix): suites, harnesses, the scripts that
  // prepare their environments and sample applications are often named for their kind (e2e-tests, integration_tests,
  // tests_integ, agent-bench, osworld_setup, agent-examples).
  const dir = new RegExp(`(^|/)(${dirs.map(escapeRegExp).join("|")}|[^/]*(usecase|use_case|use-case)[^/]*|[^/]*[-_]tests|[^/]*\\.(unit|integration)?tests|tests?-[^/]*|tests_[^/]*|[^/]*[-_]bench(marks?)?|[^/]*[-_]setup|[^/]*[-_](examples?|samples?|demos?))/`, "i");
  const suffix = new RegExp(`(${NON_SHIPPING_SUFFIXES.map(escapeRegExp).join("|")})$`);
  const devOnly = (path: string) => devCommands.some((d) => path.startsWith(`${d}/`)) || buildFiles.includes(path);
  return (path) => !dir.test(path) && !SOURCE_SET_TEST.test(path) && !suffix.test(path) && !DEV_FILE.test(path) && !TEST_FILE.test(path) && !devOnly(path);
}

// The usual rule: tests, examples, docs, development scripts, vendored and built code are not the shipped program.
const DIRS_BUT_SCRIPTS = NON_SHIPPING_DIRS.filter((d) => d !== "scripts" && d !== "script");

const GO_COMMAND = /^((?:[^/]+\/)*cmd\/[^/]+)\/main\.go$/;
const DOCKERFILE = /(^|\/)(Dockerfile[^/]*|[^/]*\.Dockerfile)$/;
const RELEASE_FILE = new RegExp(String.raw`${DOCKERFILE.source}|(^|\/)\.goreleaser\.ya?ml$`);

/**
 * Go programs under `cmd/` that no release file (a Dockerfile, a GoReleaser config) builds while another is built: the
 * repository's development utilities (a curl-like test client, a load generator), not the program it ships.
 */
function unreleasedGoCommands(files: string[], read: (path: string) => string | null): string[] {
  const commands = files.map((f) => GO_COMMAND.exec(f)?.[1]).filter((c): c is string => c !== undefined);
  if (commands.length < 2) return [];
  const release = files.filter((f) => RELEASE_FILE.test(f)).map((f) => read(f) ?? "").join("\n");
  const unbuilt = commands.filter((c) => !new RegExp(`(^|[\\s"'./])${escapeRegExp(c)}(?![\\w-])`).test(release));
  // Why only when some command is built: with no release file naming any, nothing tells the shipped one apart.
  return unbuilt.length < commands.length ? unbuilt : [];
}

const BUILD_SCRIPT = /^(.*\/)?(build|bundle)\.(js|mjs|cjs|py)$/;

/**
 * A package's own build script (`build.mjs` or `bundle.js` beside its package.json, `build.py` beside its
 * pyproject.toml): it compiles, bundles or packages the program (`execSync("esbuild …")`) and never runs as it. Why only
 * beside the manifest: deeper down, `build.py` is as likely a command of the program itself (`cli/commands/build.py`).
 */
function packageBuildScripts(files: string[]): string[] {
  const present = new Set(files);
  return files.filter((f) => {
    const m = BUILD_SCRIPT.exec(f);
    if (!m) return false;
    const dir = m[1] ?? "";
    return m[3] === "py" ? present.has(`${dir}pyproject.toml`) || present.has(`${dir}setup.py`) : present.has(`${dir}package.json`);
  });
}

const SCRIPT_DIR = /(?:^|\/)scripts?(?=\/)/gi;
const COPY_LINE = /^\s*(COPY|ADD)\s+(.+)$/i;

/** Every folder named script or scripts in the tree, as a path from the root. */
function scriptDirs(files: string[]): string[] {
  const dirs = new Set<string>();
  for (const file of files) for (const m of file.matchAll(SCRIPT_DIR)) dirs.add(file.slice(0, m.index + m[0].length).replace(/^\//, ""));
  return [...dirs];
}

/**
 * Which of the tree's script folders (`all`) a Dockerfile copies files from (`COPY backend/runner/script/sandbox.py
 * /app/`): the image ships them, so they are the program, not development scripts. Sources are read from the repository
 * root and from the Dockerfile's own folder (the two usual build contexts).
 */
function copiedScriptDirs(files: string[], all: string[], read: (path: string) => string | null): string[] {
  const dockerfiles = files.filter((f) => DOCKERFILE.test(f));
  if (all.length === 0 || dockerfiles.length === 0) return [];
  // Every file and every folder on the way to one, to look a copied source up.
  const paths = new Set(files.flatMap((f) => f.split("/").map((_, i, parts) => parts.slice(0, i + 1).join("/"))));
  const present = (path: string) => paths.has(path);
  const copied = new Set<string>();
  for (const dockerfile of dockerfiles) {
    const base = dockerfile.includes("/") ? dockerfile.slice(0, dockerfile.lastIndexOf("/") + 1) : "";
    for (const line of (read(dockerfile) ?? "").split("\n")) {
      const args = COPY_LINE.exec(line)?.[2]?.split(/\s+/).filter((a) => a && !a.startsWith("--"));
      for (const source of (args ?? []).slice(0, -1).map((a) => a.replace(/^\.\//, "").replace(/\/$/, ""))) {
        for (const path of [source, `${base}${source}`].filter(present)) {
          for (const dir of all) if (path === dir || path.startsWith(`${dir}/`)) copied.add(dir);
        }
      }
    }
  }
  return [...copied];
}

/**
 * The rule for one tree. Why the exceptions: some agents keep their whole program in scripts/ (a research prototype run
 * as `python scripts/run.py`); excluding it would leave nothing to review and score every criterion absent. And a
 * script folder the project's Dockerfile copies into its image ships; the tree's other script folders are left out by
 * name.
 */
export function shippingFor(files: string[], read: (path: string) => string | null = () => null): Shipping {
  const code = files.filter(isCodeFile);
  const devCommands = unreleasedGoCommands(files, read);
  const builds = packageBuildScripts(files);
  const usual = shippedTest(NON_SHIPPING_DIRS, devCommands, builds);
  const withScripts = shippedTest(DIRS_BUT_SCRIPTS, devCommands, builds);
  const shipped = code.filter(usual).length;
  const inScripts = code.filter(withScripts).length - shipped;
  // Scripts are the program when they hold most of the code (the rest being a launcher or two).
  if (inScripts >= 3 && inScripts >= 2 * shipped) return { globs: globsFor(DIRS_BUT_SCRIPTS, devCommands, files, builds), isShipped: withScripts };
  const scripts = scriptDirs(files);
  const copied = copiedScriptDirs(files, scripts, read);
  if (copied.length === 0) return { globs: globsFor(NON_SHIPPING_DIRS, devCommands, files, builds), isShipped: usual };
  const excluded = [...devCommands, ...scripts.filter((d) => !copied.includes(d))];
  return { globs: globsFor(DIRS_BUT_SCRIPTS, excluded, files, builds), isShipped: shippedTest(DIRS_BUT_SCRIPTS, excluded, builds) };
}
