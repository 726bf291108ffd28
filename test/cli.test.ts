import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync, ftruncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "./helpers/cli.js";
import { repoFrom } from "./helpers/git-fixture.js";
import { normalize, ROOT, shared, sharedText } from "./helpers/shared.js";

const REPORT = shared("reference", "000_05fe635618338d72.txt");
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "didscore-cli-"));
});

function write(name: string, content: string | Buffer): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe("didscore CLI", () => {
  it("score --check passes on a published report and prints the table", () => {
    const r = runCli(["score", REPORT, "--check"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("**Total: 3.3 / 10.0 (Minimal)**");
  });

  it("score --check names each stale number with criterion, field, stated and computed", () => {
    const text = sharedText("reference", "000_05fe635618338d72.txt").replace("| **0.50** | High |\n| C4", "| **0.55** | High |\n| C4").replace("## Score: 3.3 / 10.0", "## Score: 3.4 / 10.0");
    const r = runCli(["score", write("stale.md", text), "--check"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/stale\.md:9: total score: stated 3\.4, computed 3\.3/);
    expect(r.stderr).toMatch(/stale\.md:15: C3 score: stated 0\.55, computed 0\.50/);
    expect(r.stdout).toBe("");
  });

  it("import then render gives the report back, and render --style switches the variant", () => {
    const out = join(dir, "windmill.yaml");
    expect(runCli(["import", REPORT, "-o", out]).code).toBe(0);
    const md = runCli(["render", out, "--format", "md"]);
    expect(normalize(md.stdout)).toBe(normalize(sharedText("reference", "000_05fe635618338d72.txt")));
    const b = runCli(["render", out, "--style", "b"]);
    expect(b.stdout.startsWith("# Defense-in-Depth Score: Windmill")).toBe(true);
    expect(b.stdout).toContain("### C1 Identity & least privilege — 0.42 (high)");
  });

  it("render --format entry|summary|table and -o write atomically", () => {
    const entry = join(dir, "entry.json");
    expect(runCli(["render", REPORT, "--format", "entry", "-o", entry]).code).toBe(0);
    expect(JSON.parse(readFileSync(entry, "utf8")).score).toBe(3.3);
    expect(runCli(["render", REPORT, "--format", "summary"]).stdout.trimEnd()).toBe(sharedText("reference", "001_e8186c6ebe17bf7e.txt").trimEnd());
    expect(runCli(["render", REPORT, "--format", "table"]).stdout).toMatch(/^\*\*Windmill\*\* @ `85248eee786b`/);
  });

  it("example validates and catalog lists ten criteria with their anchors", () => {
    const ex = runCli(["example"]);
    expect(ex.code).toBe(0);
    const file = write("example.json", ex.stdout);
    expect(runCli(["validate", file]).code).toBe(0);
    const catalog = JSON.parse(runCli(["catalog"]).stdout);
    expect(catalog.criteria).toHaveLength(10);
    expect(catalog.criteria[1].dimensions.S.levels["3"]).toBeTruthy();
    expect(catalog.caps.find((c: { id: string }) => c.id === "G1").max).toBe(0.5);
  });

  const report = sharedText("reference", "002_c3dee3a347e0c100.txt");
  const bad: Array<[string, () => string, number, RegExp]> = [
    ["a truncated report", () => write("trunc.md", report.slice(0, report.indexOf("### C4"))), 2, /trunc\.md:\d+: expected section "## Rule-of-Two check"|criterion details lack/],
    ["a missing section", () => write("nosec.md", report.replace(/## Re-audit log\n- No changes\.\n\n/, "")), 2, /nosec\.md:\d+: expected section "## Re-audit log"/],
    ["an unknown criterion", () => write("c11.md", report.replace("### C10 Limits", "### C11 Limits")), 1, /c11\.md:\d+: unknown criterion C11/],
    ["level L5", () => write("l5.md", report.replace("- **S L1:** Only a step cap", "- **S L5:** Only a step cap")), 1, /l5\.md:167: level L5 is not L0–L4/],
    ["a duplicated criterion", () => write("dup.md", report.replace("### C10 Limits & kill switch", "### C9 Audit & traceability")), 1, /dup\.md:\d+: duplicated criterion C9/],
    ["invalid UTF-8", () => write("bad-utf8.md", Buffer.concat([Buffer.from(report.slice(0, 200)), Buffer.from([0xc3, 0x28]), Buffer.from("\nrest")])), 2, /bad-utf8\.md:\d+: not valid UTF-8/],
    ["a binary file", () => write("bin.json", Buffer.from([0x7b, 0x00, 0x01, 0x7d])), 2, /bin\.json:1: binary content/],
    ["a broken JSON scorecard", () => write("broken.json", '{"id": "x",\n  "name": }'), 2, /broken\.json:2: invalid JSON/],
    ["a scorecard with L5", () => write("l5.json", runCli(["example"]).stdout.replace('"level": 2', '"level": 5')), 1, /l5\.json: criteria\[0\]\.parameters\.S\.level: level must be 0–4/],
    ["a missing file", () => join(dir, "nope.md"), 2, /nope\.md: cannot read \(ENOENT\)/],
    ["a 100 MB file", () => {
      const file = join(dir, "huge.md");
      const fd = openSync(file, "w");
      ftruncateSync(fd, 100 * 1024 * 1024);
      closeSync(fd);
      return file;
    }, 2, /huge\.md: 104857600 bytes is over the 16 MiB input limit/],
  ];

  it.each(bad)("%s: one clear line, the right exit code, no output file", (_what, make, code, message) => {
    const input = make();
    const out = join(dir, `out-${Math.random().toString(36).slice(2)}.json`);
    const r = runCli(["render", input, "--format", "entry", "-o", out]);
    expect(r.code).toBe(code);
    expect(r.stderr.split("\n")[0]).toMatch(message);
    expect(r.stdout).toBe("");
    expect(existsSync(out)).toBe(false);
  });

  it("audit and inventory refuse a missing repo, a plain folder without --commit and a bad date with one line, exit 2", () => {
    const plain = join(dir, "plain-folder");
    mkdirSync(plain, { recursive: true });
    writeFileSync(join(plain, "agent.py"), "print('hi')\n");
    const cases: Array<[string[], RegExp]> = [
      [["audit", join(dir, "no-such-repo"), "--quiet"], /repository path not found/],
      [["audit", plain, "--quiet"], /not a git repository: .*give the commit it stands for with --commit/],
      [["audit", plain, "--commit", "0".repeat(40), "--date", "2026-02-30", "--quiet"], /--date must be a calendar date/],
      [["inventory", join(dir, "no-such-repo")], /repository path not found/],
    ];
    for (const [args, message] of cases) {
      const r = runCli(args);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  });

  it("audit -o writes scorecard, report and entry; inventory lists path:line items", () => {
    const platform = join(ROOT, "test", "platforms", "ts-privileged-shell");
    const out = join(dir, "audit-out");
    const r = runCli(["audit", platform, "--commit", "0".repeat(40), "--date", "2026-11-30", "--quiet", "-o", out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("| C4 | Code-execution isolation | L0 | L0 | L0 | L0 | 0.00 | C4-HOSTROOT |");
    const card = JSON.parse(readFileSync(join(out, "scorecard.json"), "utf8"));
    expect(card.pinned_commit).toBe("0".repeat(40));
    expect(readFileSync(join(out, "report.md"), "utf8")).toMatch(/^# Defense-in-depth score: shellbot/);
    expect(JSON.parse(readFileSync(join(out, "entry.json"), "utf8")).score).toBe(2.6);
    const inv = JSON.parse(runCli(["inventory", platform, "--commit", "0".repeat(40), "--json"]).stdout);
    expect(inv.profile.kind).toBe("platform");
    expect(inv.inventory).toContainEqual(expect.objectContaining({ detector: "compose-host-access", path: "docker-compose.yml", line: 4 }));
  });

  it("inventory names a place once, with every detector that answered from it", () => {
    const { dir: repo } = repoFrom(join(ROOT, "src", "audit", "detectors", "authorization-layer", "fixtures"));
    const text = runCli(["inventory", repo]).stdout;
    expect(text).toContain('api/agents.py:5  [authorization-layer, permission-check]  @require_permission("agents", "read")');
    expect(text.match(/^api\/agents\.py:5 /gm)).toHaveLength(1);
  });

  it("audit --fail-under and --fail-on-critical gate a CI job, after writing the outputs", () => {
    const platform = join(ROOT, "test", "platforms", "ts-privileged-shell");
    const base = [platform, "--commit", "0".repeat(40), "--date", "2026-11-30", "--quiet"];
    const out = join(dir, "audit-gate");
    const under = runCli(["audit", ...base, "-o", out, "--fail-under", "3.0"]);
    expect(under.code).toBe(1);
    expect(under.stderr.trim()).toBe("error: total 2.6 is below --fail-under 3.0");
    expect(existsSync(join(out, "scorecard.json"))).toBe(true);
    expect(runCli(["audit", ...base, "--fail-under", "2.6"]).code).toBe(0);
    const critical = runCli(["audit", ...base, "--fail-on-critical"]);
    expect(critical.code).toBe(1);
    expect(critical.stderr).toMatch(/^error: critical gap \(C\d+\): /m);
    const bad = runCli(["audit", ...base, "--fail-under", "eleven"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe("error: --fail-under takes a score from 0 to 10 with at most one decimal, got 'eleven'");
  });

  it("audit --format sarif writes a SARIF log for code scanning, with the host-root gap located in the compose file", () => {
    const platform = join(ROOT, "test", "platforms", "ts-privileged-shell");
    const out = join(dir, "audit-sarif");
    expect(runCli(["audit", platform, "--commit", "0".repeat(40), "--date", "2026-11-30", "--quiet", "-o", out, "--format", "sarif"]).code).toBe(0);
    expect(existsSync(join(out, "report.md"))).toBe(false);
    const run = JSON.parse(readFileSync(join(out, "report.sarif"), "utf8")).runs[0];
    const c4 = run.results.find((r: { level: string; ruleId: string }) => r.level === "error" && r.ruleId === "C4");
    expect(c4.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: "docker-compose.yml" }, region: { startLine: 4 } });
    expect(runCli(["render", REPORT, "--format", "sarif"]).stdout).toContain('"version": "2.1.0"');
  });

  it("usage errors exit 2", () => {
    expect(runCli(["render", REPORT, "--format", "pdf"]).code).toBe(2);
    expect(runCli(["render", REPORT, "--style", "c"]).code).toBe(2);
    expect(runCli(["frobnicate"]).code).toBe(2);
    expect(runCli(["score", join(dir, "x.json"), "--check"]).code).toBe(2);
  });
});
