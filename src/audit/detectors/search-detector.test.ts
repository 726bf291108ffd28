import { describe, expect, it } from "vitest";
import { sourceTree } from "../../../test/helpers/source-tree.js";
import { runSearch } from "../../evidence/search.js";
import { citeHits, onlyInComment, onlyInStrings, searchDetector, SOURCE_SKIPPED_NOTE } from "./search-detector.js";

describe("an audit search's negative evidence", () => {
  it("records --no-unicode and re-runs, as recorded, to the count it states, non-ASCII lines included", async () => {
    const files = { "app/agent.py": "approval_mode = 'ask'\n# café: approval_mode\n", "app/ui.ts": "const résumé = approvalMode;\n" };
    const source = sourceTree(files);
    // Every hit dropped, so the finding is the search itself with its raw count.
    const detector = searchDetector({ id: "probe", question: "probe?", inventory: "approval", pattern: String.raw`(?i)\bapproval_?mode\b`, keep: () => false });
    const finding = await detector.run({ source });
    const evidence = finding.evidence[0]!;
    expect(finding.outcome).toBe("not-found");
    if (!("search" in evidence)) throw new Error("expected a search");
    expect(evidence.search).toContain("--no-unicode");
    expect(evidence.hits).toBe(3);
    expect(await runSearch(source.root, evidence.search, evidence.scope)).toMatchObject({ kind: "ok", count: 3 });
  });
});

describe("hits the source passes over", () => {
  it("say why when every hit sits in a Rust test module, and the detector's own reason when it dropped them", async () => {
    const source = sourceTree({ "src/lib.rs": "fn run() {}\n#[cfg(test)]\nmod tests {\n    fn t() { approve(); }\n}\n" });
    const probe = (keep?: () => boolean) => searchDetector({ id: "probe", question: "probe?", inventory: "approval", pattern: String.raw`approve\(`, keep, dropNote: "dropped by the probe" });
    const skipped = (await probe().run({ source })).evidence[0]!;
    expect(skipped).toMatchObject({ hits: 1, note: SOURCE_SKIPPED_NOTE });
    const other = sourceTree({ "src/lib.rs": "fn run() { approve(); }\n" });
    expect((await probe(() => false).run({ source: other })).evidence[0]).toMatchObject({ hits: 1, note: "dropped by the probe" });
  });
});

describe("which hits a finding cites", () => {
  it("prefers call sites over import lines, in every language, and keeps imports only when nothing else is left", () => {
    const hits = [
      { path: "src/run.ts", line: 1, text: 'import { spawn } from "child_process";' },
      { path: "src/run.ts", line: 9, text: "  const child = spawn(cmd, { shell: true });" },
      { path: "agent/tools.py", line: 2, text: "from subprocess import run" },
      { path: "agent/tools.py", line: 30, text: "    run(command, shell=True)" },
      { path: "cmd/exec.go", line: 4, text: '\t"os/exec"' },
      { path: "lib/legacy.js", line: 3, text: 'const { exec } = require("child_process");' },
    ];
    const cited = citeHits(hits, 4).map((e) => ("file" in e ? `${e.file}:${e.lines}` : ""));
    expect(cited).toEqual(["src/run.ts:9", "agent/tools.py:30", "cmd/exec.go:4", "lib/legacy.js:3"]);
  });

  it("cites a name alone on its line (a multi-line import, an __all__ entry) only when nothing else is left", () => {
    const hits = [
      { path: "pkg/__init__.py", line: 28, text: "    ToolCall," },
      { path: "pkg/core/__init__.py", line: 102, text: '    "ToolCall",' },
      { path: "pkg/agent.py", line: 40, text: "        for call in response.tool_calls:" },
    ];
    const cited = citeHits(hits, 2).map((e) => ("file" in e ? `${e.file}:${e.lines}` : ""));
    expect(cited).toEqual(["pkg/agent.py:40", "pkg/__init__.py:28"]);
  });

  // Each case: hits as "path:line" → text, how many to cite, and the citations expected (naming lines last).
  const namingCases: Array<[string, Record<string, string>, number, string[]]> = [
    [
      "a package clause or a line of imported names",
      { "otel/logger.go:1": "package otel", "src/tools.rs:25": "    CallToolResult, Content, Implementation, ServerInfo,", "otel/exporter.go:40": '\tspan.SetAttributes(attribute.String("tool.args", args))' },
      2,
      ["otel/exporter.go:40", "otel/logger.go:1"],
    ],
    [
      "a member declared with a type and no value",
      {
        "src/session.ts:12": "  public maxTurns: number | null | undefined;",
        "src/options.ts:12": "  requireApproval?: boolean,",
        "pkg/config.py:8": "    max_steps: int | None",
        "src/defaults.ts:3": "  maxTurns: 10,",
        "pkg/run.py:40": "        if step >= self.max_steps:",
        "src/state.ts:7": "  private turns: number = 0;",
      },
      3,
      ["src/defaults.ts:3", "pkg/run.py:40", "src/state.ts:7"],
    ],
    [
      "an enum member or constant whose value spells its name",
      { "src/kinds.ts:30": "  TOOL_CALLS = 'tool_calls',", "src/keys.ts:3": '  WebSearch: "web_search",', "src/run.ts:40": "  for (const call of message.tool_calls) {", "src/config.ts:9": "  TOOL_MODE = 'auto'," },
      3,
      ["src/run.ts:40", "src/config.ts:9", "src/kinds.ts:30"],
    ],
    [
      "a union member naming a setting, or a member cleared to nothing",
      { "src/agent/options.ts:6": "  | 'approvalHook'", "src/agent/runner.ts:80": "    this.approvalHook = undefined;", "src/agent/options.ts:19": "  agent.approvalHook = options.approvalHook;" },
      2,
      ["src/agent/options.ts:19", "src/agent/runner.ts:80"],
    ],
  ];
  it.each(namingCases)("cites %s only when nothing else is left", (_, lines, max, expected) => {
    const hits = Object.entries(lines).map(([at, text]) => ({ path: at.split(":")[0]!, line: Number(at.split(":")[1]), text }));
    expect(citeHits(hits, max).map((e) => ("file" in e ? `${e.file}:${e.lines}` : ""))).toEqual(expected);
  });

  it("puts the hits a detector prefers first (a tool's name before a data key of the same shape)", () => {
    const hits = [
      { path: "pkg/version.py", line: 80, text: '    sha = info.get("commit_id", "")' },
      { path: "pkg/tools/git.py", line: 12, text: '    name = "commit_changes"' },
    ];
    const cited = (prefer?: (h: { path: string }) => boolean) => citeHits(hits, 1, prefer).map((e) => ("file" in e ? e.file : ""));
    expect(cited()).toEqual(["pkg/version.py"]);
    expect(cited((h) => h.path.includes("/tools/"))).toEqual(["pkg/tools/git.py"]);
  });

  it("cites front-end code after the program's own, and among front-end hits the preferred one first", () => {
    const hits = [
      { path: "web/src/App.js", line: 3, text: "  const res = await axios.get(url);" },
      { path: "web/src/tools/fetch.js", line: 5, text: "  const page = await axios.get(target);" },
      { path: "server/fetch.py", line: 9, text: "    page = requests.get(url)" },
    ];
    const inFrontEnd = (h: { path: string }) => h.path.startsWith("web/");
    const prefer = (h: { path: string }) => h.path.includes("/tools/");
    const cited = (max: number, front?: (h: { path: string }) => boolean) => citeHits(hits, max, prefer, front).map((e) => ("file" in e ? e.file : ""));
    expect(cited(3, inFrontEnd)).toEqual(["server/fetch.py", "web/src/tools/fetch.js", "web/src/App.js"]);
    expect(cited(1)).toEqual(["web/src/tools/fetch.js"]);
  });
});

describe("onlyInStrings", () => {
  const CALLS = /\b(eval|exec)\(|new Function\(/;
  it("is true only when every match lies inside a quoted string", () => {
    expect(onlyInStrings(`"eval() detected",`, CALLS)).toBe(true);
    expect(onlyInStrings(`("exec(", 'it\\'s exec()'),`, CALLS)).toBe(true);
    expect(onlyInStrings("`${a} eval(x)`", CALLS)).toBe(true);
    expect(onlyInStrings("exec(code, g)", CALLS)).toBe(false);
    expect(onlyInStrings(`x = eval(s)  # "eval("`, CALLS)).toBe(false);
    expect(onlyInStrings(`return new Function("return " + body)();`, CALLS)).toBe(false);
    expect(onlyInStrings("no call here", CALLS)).toBe(false);
    // The pattern's own flags hold: a case-insensitive vocabulary finds "RBAC" inside the string.
    expect(onlyInStrings(`{ text: 'LDAP & RBAC' },`, /\brbac\b/i)).toBe(true);
  });
});

describe("onlyInComment", () => {
  const store = /keychain/i;
  it("is true only when every match lies in the line's trailing comment, outside strings", () => {
    expect(onlyInComment('export const CONFIG = path.join(home, "config.json") // TODO: keep in Keychain', store)).toBe(true);
    expect(onlyInComment("token = load()  # move to the keychain later", store)).toBe(true);
    expect(onlyInComment('await keychain.set("token", value) // store it', store)).toBe(false);
    expect(onlyInComment('const url = "https://keychain.example/#keychain"', store)).toBe(false);
    expect(onlyInComment("#[cfg(keychain)] fn store() {}", store)).toBe(false);
  });
});

describe("a search detector's comment lines", () => {
  const files = { "app/run.py": "# run_tool is called below\nrun_tool(x)\n", "NOTES.md": "* run_tool: the AI reviewers' note\n" };
  const probe = (extra: object) => searchDetector({ id: "probe", question: "probe?", inventory: "tool", pattern: "run_tool", flags: ["-S"], globs: ["*"], ...extra });

  it("are dropped for every detector, whatever its own keep says", async () => {
    const finding = await probe({ keep: () => true }).run({ source: sourceTree(files) });
    expect(finding.items.map((i) => `${i.path}:${i.line}`)).toEqual(["app/run.py:2"]);
  });

  it("include a docstring's doctest lines (`>>> run_tool(x)`, `...     run_tool(y)`), not a spread of its arguments", async () => {
    const doc = { "app/api.py": 'def api():\n    """Example:\n\n    >>> run_tool(x)\n    ...     run_tool(y)\n    """\n', "app/call.ts": "call(...run_tool(x));\n" };
    const finding = await probe({}).run({ source: sourceTree(doc) });
    expect(finding.items.map((i) => `${i.path}:${i.line}`)).toEqual(["app/call.ts:1"]);
  });

  it("are kept for a search of prose, where `*` starts a list item", async () => {
    const finding = await probe({ keepComments: true }).run({ source: sourceTree(files) });
    expect(finding.items.map((i) => `${i.path}:${i.line}`).sort()).toEqual(["NOTES.md:1", "app/run.py:1", "app/run.py:2"]);
  });
});
