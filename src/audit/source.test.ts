import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODE_TYPE_FLAGS, shippingFor } from "./globs.js";
import { spawnSync } from "node:child_process";
import { ripgrepPath } from "../evidence/search.js";
import { MAX_HIT_LINE, parseHits, searchCommand, sourceFromDirectory } from "./source.js";

describe("rg output", () => {
  it("is read in path and line order, whatever order rg's threads printed the files in", () => {
    const printed = ["src/b.ts:3:b3", "src/a.ts:9:a9", "src/b.ts:1:b1", "src/a.ts:2:a2"].join("\n");
    const shuffled = ["src/a.ts:9:a9", "src/b.ts:1:b1", "src/a.ts:2:a2", "src/b.ts:3:b3"].join("\n");
    const order = (out: string) => parseHits(out, ["."]).map((h) => `${h.path}:${h.line}`);
    expect(order(printed)).toEqual(["src/a.ts:2", "src/a.ts:9", "src/b.ts:1", "src/b.ts:3"]);
    expect(order(shuffled)).toEqual(order(printed));
  });

  it("reads lines of files with Windows line endings", () => {
    expect(parseHits("./src/a.py:3:Action: <call>\r\n./src/b.py:1:x\r\n", ["."])).toEqual([
      { path: "src/a.py", line: 3, text: "Action: <call>" },
      { path: "src/b.py", line: 1, text: "x" },
    ]);
  });
});

describe("searches", () => {
  it("record patterns an older rg also accepts, matching the same lines", async () => {
    // Why: rg 13 rejects `\"` and `\/` ("unrecognized escape sequence"), so a recorded search must not contain them.
    const pattern = String.raw`open\([^)]*['\"][wa]b?['\"]|a\/b|x\\"|\.env\b`;
    const { argv } = searchCommand({ pattern });
    expect(argv.at(-1)).toBe(String.raw`open\([^)]*['"][wa]b?['"]|a/b|x\\"|\.env\b`);
    const dir = mkdtempSync(join(tmpdir(), "didscore-portable-"));
    writeFileSync(join(dir, "a.py"), ['f = open(p, "wb")', 'url = "a/b"', String.raw`s = 'x\"'`, 'load(".env")', "open(p)", ""].join("\n"));
    const rg = await ripgrepPath();
    const lines = (p: string) => spawnSync(rg, ["-n", "--no-unicode", "-e", p, "a.py"], { cwd: dir, encoding: "utf8" }).stdout;
    expect(lines(argv.at(-1)!)).toBe(lines(pattern));
    expect(lines(argv.at(-1)!).trim().split("\n")).toHaveLength(4);
    rmSync(dir, { recursive: true, force: true });
  });

  it("pass over a generated line (a minified bundle) as a hit, but count it as rg does", async () => {
    const root = mkdtempSync(join(tmpdir(), "didscore-source-"));
    try {
      mkdirSync(join(root, "static"));
      const bundle = `(()=>{${"var a=1;".repeat(MAX_HIT_LINE)}eval(x)})();`;
      writeFileSync(join(root, "static", "panel.js"), `${bundle}\n`);
      // Longer than a quoted line, but short enough for rg to print whole.
      writeFileSync(join(root, "static", "chunk.js"), `${"var b=2;".repeat(MAX_HIT_LINE / 8)}eval(y);\n`);
      writeFileSync(join(root, "run.js"), "eval(code);\n");
      const source = sourceFromDirectory(root, "0".repeat(40), ["run.js", "static/chunk.js", "static/panel.js"]);
      const result = await source.search({ pattern: String.raw`eval\(` });
      expect(result.count).toBe(3);
      expect(result.hits.map((h) => h.path)).toEqual(["run.js"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("Rust test modules", () => {
  it("pass over hits inside #[cfg(test)] mod … { … }, but not code after the module closes", async () => {
    const root = mkdtempSync(join(tmpdir(), "didscore-source-"));
    try {
      const lib = [
        "fn run() { approve(); }", // 1
        "#[cfg(test)]", // 2
        "#[allow(unused)]", // 3
        "mod tests {", // 4
        "    fn t() { let s = format!(\"{}\", 1); approve(); }", // 5
        "}", // 6
        "fn later() { approve(); }", // 7
      ];
      writeFileSync(join(root, "lib.rs"), `${lib.join("\n")}\n`);
      writeFileSync(join(root, "note.py"), "# cfg(test) means nothing here\napprove()\n");
      const source = sourceFromDirectory(root, "0".repeat(40), ["lib.rs", "note.py"]);
      const result = await source.search({ pattern: String.raw`approve\(` });
      expect(result.count).toBe(4);
      expect(result.hits.map((h) => `${h.path}:${h.line}`)).toEqual(["lib.rs:1", "lib.rs:7", "note.py:2"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the shipped program", () => {
  const code = (n: number, dir: string) => Array.from({ length: n }, (_, i) => `${dir}/m${i}.py`);
  it("leaves tests, examples and development scripts out", () => {
    const s = shippingFor([...code(10, "pkg"), ...code(3, "scripts"), "tests/test_a.py", "examples/demo.py"]);
    expect(["pkg/m0.py", "scripts/m0.py", "tests/test_a.py", "examples/demo.py"].map(s.isShipped)).toEqual([true, false, false, false]);
    // Only the alternatives the tree can match are recorded: every search carries this list.
    expect(s.globs).toEqual(["!**/{tests,examples,scripts}/**", "!**/test_*.py"]);
  });

  it("leaves out the project's website, every test-file spelling of the JavaScript runners, and Rust test files", () => {
    const paths = ["website/src/feed.ts", "lib/run.test.cjs", "ui/App.spec.tsx", "src/react/useStream.test-d.ts", "src/tools/tests.rs", "src/shell_test.rs", "bin/smoke-tests.mjs", "cmd/test-server/main.go", "pkg/website_fetch.py", "pkg/contest.py"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, false, false, false, false, false, true, true]);
    expect(s.globs).toContain("!**/tests.rs");
    expect(s.globs).toContain("!**/*{.test.cjs,.spec.tsx,.test-d.ts,_test.rs}");
  });

  it("leaves out suites named for their kind and evaluation harnesses", () => {
    const paths = ["packages/accuracy-tests/src/a.ts", "integration_tests/a.py", "tests_integ/mcp/echo_server.py", "evaluation/run.py", "pkg/tests_helper.py"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, false, true]);
    expect(s.globs).toContain("!**/*{-tests,_tests}/**");
    expect(s.globs).toContain("!**/tests_*/**");
  });

  it("leaves out evaluation harnesses kept inside the package, and the scaffolds of generated projects", () => {
    const s = shippingFor([...code(10, "pkg"), "pkg/eval/suites/basic.py", "core/templates/tree/node_app/server.js"]);
    expect(["pkg/eval/suites/basic.py", "core/templates/tree/node_app/server.js", "pkg/m0.py"].map(s.isShipped)).toEqual([false, false, true]);
  });

  it("leaves out setup.py and a package's own build script beside its manifest, not a command named build", () => {
    const paths = ["setup.py", "plugins/x/setup.py", "apps/main/bundle.mjs", "apps/main/package.json", "backend/build.py", "backend/pyproject.toml", "pkg/cli/commands/build.py", "apps/web/build.js"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(["setup.py", "plugins/x/setup.py", "apps/main/bundle.mjs", "backend/build.py", "pkg/cli/commands/build.py", "apps/web/build.js"].map(s.isShipped)).toEqual([false, false, false, false, true, true]);
    expect(s.globs).toContain("!**/setup.py");
    expect(s.globs).toContain("!apps/main/bundle.mjs");
    expect(s.globs).toContain("!backend/build.py");
  });

  it("leaves out a test runner's setup files, not a module named for the program's own setup", () => {
    const paths = ["jest.setup.js", "packages/ui/vitest.setup.ts", "src/setupTests.ts", "src/setup.ts", "pkg/db.setup.py"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, true, true]);
    expect(s.globs.find((g) => g.includes("jest.setup"))).toBe("!**/{jest.setup,vitest.setup,setupTests}.{js,mjs,cjs,ts,py}");
  });

  it("leaves out test helpers kept beside the code", () => {
    const s = shippingFor(code(10, "pkg"));
    const paths = ["packages/remote/src/testHelpers/mockRemote.ts", "internal/testutil/server.go", "pkg/test_utils/fake.py", "src/testing/harness.ts", "src/helpers/remote.ts"];
    expect(paths.map(s.isShipped)).toEqual([false, false, false, false, true]);
  });

  it("leaves out benchmark harnesses and example scripts named for what they are", () => {
    const paths = ["libs/agent-bench/cli/run.py", "libs/agent/example.py", "libs/agent/proxy/examples.py", "src/quickstart_example.ts", "src/example_tools.py", "libs/agent/examples_router.py", "libs/workbench/app.py"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, false, false, false, true]);
    expect(s.globs).toContain("!**/*-bench/**");
    expect(s.globs).toContain("!**/{example,examples,example_*,examples_*,*_example}.{js,mjs,cjs,ts,py}");
  });

  it("leaves out sample applications kept in folders named for the project, not a module that merely mentions one", () => {
    const paths = ["agent-examples/coding/src/main/java/Tool.java", "declarative/workflow_samples/run.py", "ui/routes/home-demo/page.ts", "core/src/examples_index/list.ts", "core/src/demo.ts"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, true, true]);
    expect(s.globs).toContain("!**/*{-examples,_samples,-demo}/**");
  });

  it("leaves out Gradle's build logic and camel-case test source sets, but not a folder that merely ends in 'test'", () => {
    const paths = ["lib/bridge/src/jvmTest/kotlin/FakeServer.kt", "core/src/commonTest/kotlin/A.kt", "buildSrc/src/main/kotlin/Publish.kt", "build.gradle.kts", "core/src/testFixtures/java/Fake.java", "core/src/latest/Model.kt"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, false, false, true]);
    expect(s.globs).toContain("!**/[a-z]*Test/**");
  });

  it("leaves out .NET test projects, its eng/ build tools and notebooks", () => {
    const paths = ["net/src/Runner/UnitTests/Fake.cs", "net/src/Flows.IntegrationTests/Step.cs", "net/src/Core.Tests/A.cs", "net/notebooks/setup/Keys.cs", "eng/tools/Harness/src/Drive.cs", "net/src/Core/Engine.cs", "src/contests/score.ts"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, false, false, true, true]);
    expect(s.globs).toEqual(["!**/{eng,UnitTests,notebooks}/**", "!**/*{.Tests,.IntegrationTests}/**"]);
  });

  it("leaves out documentation sites, but not an integration with a documents service", () => {
    const paths = ["docs-website/api/proxy.ts", "docs-site/src/theme.js", "documentation/src/plugin.js", "tools/google_docs/create.py"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, true]);
  });

  it("leaves out the scripts that prepare a benchmark's environment, not a program's own setup code", () => {
    const paths = ["osworld_setup/s3/bbon/utils.py", "tools/env-setup/prepare.ts", "src/setup/wizard.ts", "agent/setup_tools.py"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, true, true]);
    expect(s.globs).toContain("!**/*{-setup,_setup}/**");
  });

  it("leaves out database migrations, which replay the schema's history, and the contributors' dev container", () => {
    const paths = ["alembic/versions/9f_add_requires_approval.py", "app/db/migrations/0004_max_turns.ts", ".devcontainer/Dockerfile", "app/db/models.py"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, true]);
    expect(s.globs[0]).toBe("!**/{migrations,alembic,.devcontainer}/**");
  });

  it("leaves out vendored code and component stories", () => {
    const paths = ["internal/vendored/parser.c", "web/src/stories/fixtures.ts", "web/src/Button.stories.tsx", "web/src/Button.tsx"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, true]);
    expect(s.globs[0]).toBe("!**/{stories,vendored}/**");
  });

  it("ships a script folder the project's Dockerfile copies into its image, and still leaves out the others", () => {
    const files = [...code(10, "backend/pkg"), "backend/Dockerfile", "backend/runner/script/sandbox.py", "backend/runner/script/helper.py", "scripts/release.py", "tools/scripts/lint.py"];
    const dockerfile = "FROM python:3.12\nCOPY backend/ ./\nCOPY backend/runner/script/sandbox.py /app/sandbox.py\n";
    const s = shippingFor(files, (p) => (p === "backend/Dockerfile" ? dockerfile : null));
    expect(["backend/runner/script/sandbox.py", "backend/runner/script/helper.py", "scripts/release.py", "tools/scripts/lint.py"].map(s.isShipped)).toEqual([true, true, false, false]);
    expect(s.globs).toEqual(expect.arrayContaining(["!scripts/**", "!tools/scripts/**"]));
    expect(s.globs.join(" ")).not.toMatch(/runner\/script/);
    // Without the copy, every script folder is development tooling.
    expect(shippingFor(files).isShipped("backend/runner/script/sandbox.py")).toBe(false);
  });

  it("leaves out code generated from a schema: protocol buffers' messages and stubs, a generated catalogue", () => {
    const paths = ["src/gen/agent_pb.ts", "api/v1/agent.pb.go", "proto/agent_pb2.py", "proto/agent_pb2_grpc.py", "src/catalog.generated.ts", "src/agent.ts"];
    const s = shippingFor([...code(10, "pkg"), ...paths]);
    expect(paths.map(s.isShipped)).toEqual([false, false, false, false, false, true]);
    expect(s.globs.join(" ")).toContain("_pb.ts");
  });

  it("leaves out Go programs under cmd/ that no Dockerfile or GoReleaser config builds, when another is built", async () => {
    const root = mkdtempSync(join(tmpdir(), "didscore-source-"));
    try {
      const files = ["Dockerfile", "cmd/server/main.go", "cmd/devclient/main.go", "cmd/server-tools/main.go", "internal/run.go"];
      for (const f of files) mkdirSync(join(root, f, ".."), { recursive: true });
      writeFileSync(join(root, "Dockerfile"), "FROM golang AS build\nRUN go build -o /bin/server ./cmd/server\n");
      for (const f of files.slice(1)) writeFileSync(join(root, f), "package main\nfunc main() { exec.Command(\"sh\") }\n");
      const source = sourceFromDirectory(root, "0".repeat(40), files);
      // `cmd/server-tools` is not `cmd/server`: a name that only starts the same is not built.
      expect(files.slice(1).map(source.shipping.isShipped)).toEqual([true, false, false, true]);
      const result = await source.search({ pattern: String.raw`exec\.Command`, globs: source.shipping.globs });
      expect(result.hits.map((h) => h.path)).toEqual(["cmd/server/main.go", "internal/run.go"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    // With no release file naming any of them, every command counts as shipped.
    expect(shippingFor(["cmd/a/main.go", "cmd/b/main.go"], () => null).isShipped("cmd/b/main.go")).toBe(true);
  });

  it("records only the globs the tree can match, and rg with them reads exactly the shipped files", async () => {
    const files = ["src/agent.py", "src/tools/shell.ts", "src/tools/shell.test.ts", "tests/test_agent.py", "pkg/test_util.py", "docs/conf.py", "examples/run.ts", "src/lib/tests.rs", "src/lib/run.rs", "e2e-tests/a.ts", "src/quick_example.py", "Docs/Guide.ts", "Integration-Tests/a.ts"];
    const root = mkdtempSync(join(tmpdir(), "didscore-globs-"));
    try {
      for (const f of files) (mkdirSync(join(root, f, ".."), { recursive: true }), writeFileSync(join(root, f), "marker\n"));
      const source = sourceFromDirectory(root, "0".repeat(40), files);
      const result = await source.search({ pattern: "marker", globs: source.shipping.globs });
      expect(result.hits.map((h) => h.path).sort()).toEqual(["src/agent.py", "src/lib/run.rs", "src/tools/shell.ts"]);
      expect(files.filter(source.shipping.isShipped).sort()).toEqual(["src/agent.py", "src/lib/run.rs", "src/tools/shell.ts"]);
      expect(source.shipping.globs.join(" ")).not.toMatch(/node_modules|vendor|cookbook|\.stories\./);
      // rg's globs match case-sensitively, so each spelling the tree uses for an excluded folder is written out.
      expect(source.shipping.globs).toContain("!**/{tests,examples,docs,Docs}/**");
      expect(source.shipping.globs).toContain("!**/*{-tests,-Tests}/**");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("records only the file types the tree has, and keeps them all when it has none (rg would then read every file)", async () => {
    const root = mkdtempSync(join(tmpdir(), "didscore-types-"));
    try {
      const files = ["a.py", "web/b.tsx", "notes.md"];
      for (const f of files) (mkdirSync(join(root, f, ".."), { recursive: true }), writeFileSync(join(root, f), "marker\n"));
      const source = sourceFromDirectory(root, "0".repeat(40), files);
      const result = await source.search({ pattern: "marker", flags: ["-S", ...CODE_TYPE_FLAGS] });
      expect(result.search).toBe("rg -n --no-unicode -S -t ts -t py -e marker");
      expect(result.hits.map((h) => h.path).sort()).toEqual(["a.py", "web/b.tsx"]);
      rmSync(join(root, "a.py"));
      rmSync(join(root, "web"), { recursive: true });
      const docsOnly = sourceFromDirectory(root, "0".repeat(40), ["notes.md"]);
      const none = await docsOnly.search({ pattern: "marker", flags: ["-S", ...CODE_TYPE_FLAGS] });
      expect(none.search).toContain("-t go");
      expect(none.count).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("keeps scripts/ when the program lives there behind a launcher or two", () => {
    const s = shippingFor(["run.py", "learn.py", ...code(9, "scripts"), "tests/test_a.py"]);
    expect(["run.py", "scripts/m0.py", "tests/test_a.py"].map(s.isShipped)).toEqual([true, true, false]);
    expect(s.globs[0]).not.toContain("scripts");
  });
});
