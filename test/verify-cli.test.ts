import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { serializeScorecard } from "../src/commands/output.js";
import type { EvidenceItem } from "../src/model/evidence.js";
import { runCli } from "./helpers/cli.js";
import { agentScorecard, buildAgentRepo, type AgentRepo } from "./helpers/evidence-repo.js";

let fx: AgentRepo;
beforeAll(() => {
  fx = buildAgentRepo();
});
afterAll(() => fx.cleanup());

/** Items in the example scorecard: 9 criteria × 4 parameters, C4's alternative (4), C6's absence search. */
const ITEMS = 41;

function scorecardFile(name: string, commit: string, overrides: Record<string, EvidenceItem> = {}): string {
  const file = join(fx.root, name);
  writeFileSync(file, serializeScorecard(agentScorecard(commit, overrides), file));
  return file;
}

describe("didscore verify", () => {
  it("passes a scorecard whose every citation and search checks, on a clone, a mirror and a plain directory", () => {
    const card = scorecardFile("ok.json", fx.first);
    const clone = runCli(["verify", card, "--repo", fx.repo]);
    expect(clone.stdout.split("\n")).toEqual([
      `${card}: ${ITEMS} evidence items (39 citations, 2 searches) at ${fx.first} in ${fx.repo}`,
      `HEAD is not ${fx.first} (checked at the pinned commit anyway)`,
      `${ITEMS} ok, 0 failed`,
      "",
    ]);
    expect(clone.code).toBe(0);
    expect(clone.stderr).toBe("");
    const mirror = runCli(["verify", card, "--repo", fx.mirror]);
    expect(mirror.code).toBe(0);
    expect(mirror.stdout).toContain(`${ITEMS} ok, 0 failed`);
    const plain = runCli(["verify", card, "--repo", fx.plain, "--commit", fx.first]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain("the directory stands for the pinned commit\n");
  });

  it("says when HEAD is the pinned commit, and --json gives the same result as data", () => {
    const card = scorecardFile("head.yaml", fx.third, {
      "C1.S.evidence[0]": { file: "src/config.ts", lines: "3-4", contains: "timeout" },
      "C2.S.evidence[0]": { file: "src/agent.ts", lines: "8-11", contains: "checkApproval" },
      "C2.C.evidence[0]": { search: "rg -n -i approv", scope: "src docs", hits: 4 },
      "C4.S.evidence[0]": { file: "src/agent.ts", lines: "13-15", contains: "exec(cmd)" },
    });
    const text = runCli(["verify", card, "--repo", fx.repo]);
    expect(text.code).toBe(0);
    expect(text.stdout.split("\n")[1]).toBe("HEAD is the pinned commit");
    const json = runCli(["verify", card, "--repo", fx.repo, "--json"]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ input: card, repo: fx.repo, items: ITEMS, commit: fx.third, commitFound: true, headMatches: true, ok: ITEMS, failed: 0, notChecked: 0, problems: [] });
  });

  it("reports a shifted range, a wrong quote and a wrong count exactly, naming where each is", () => {
    const card = scorecardFile("bad.json", fx.first, {
      "C2.S.evidence[0]": { file: "src/agent.ts", lines: "6-9", contains: "checkApproval" },
      "C4.S.evidence[0]": { file: "src/agent.ts", lines: "10-13", contains: "exec(cmd)" },
      "C1.S.evidence[0]": { file: "src/old-config.ts", lines: "2-3", contains: "retries: 4" },
      "C2.C.evidence[0]": { search: "rg -n -i approv", scope: "src docs", hits: 5 },
    });
    const r = runCli(["verify", card, "--repo", fx.mirror]);
    expect(r.code).toBe(1);
    expect(r.stdout.split("\n").slice(1)).toEqual([
      `HEAD is not ${fx.first} (checked at the pinned commit anyway)`,
      'C1.S.evidence[0]: quote-not-found: src/old-config.ts:2-3: the cited lines do not contain "retries: 4"',
      'C2.S.evidence[0]: quote-not-found: src/agent.ts:6-9: the cited lines do not contain "checkApproval"',
      "C2.C.evidence[0]: count-mismatch: re-ran `rg -n -i approv` in `src docs`: 3 matching lines, the scorecard says 5",
      `C4.S.evidence[0]: out-of-range: src/agent.ts:10-13: the file has 11 lines at ${fx.first.slice(0, 12)}`,
      `${ITEMS - 4} ok, 4 failed`,
      "",
    ]);
    const json = JSON.parse(runCli(["verify", card, "--repo", fx.mirror, "--json"]).stdout);
    expect(json.problems.map((p: { where: string; kind: string }) => `${p.where} ${p.kind}`)).toEqual([
      "C1.S.evidence[0] quote-not-found",
      "C2.S.evidence[0] quote-not-found",
      "C2.C.evidence[0] count-mismatch",
      "C4.S.evidence[0] out-of-range",
    ]);
  });

  it("exits 1 with commit-missing when the pinned commit is not in the repository", () => {
    const card = scorecardFile("missing-commit.json", "0123456789abcdef0123456789abcdef01234567");
    const r = runCli(["verify", card, "--repo", fx.repo]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("commit-missing: 0123456789abcdef0123456789abcdef01234567 is not in the repository; nothing was checked\n");
  });

  it.each([
    ["a missing repository", () => ["verify", scorecardFile("in1.json", fx.first), "--repo", join(fx.root, "nope")], () => `error: repository path not found: ${join(fx.root, "nope")}`],
    ["a non-git directory without --commit", () => ["verify", scorecardFile("in2.json", fx.first), "--repo", fx.notGit], () => `error: not a git repository: ${fx.notGit} (for a plain directory, give the commit it stands for with --commit)`],
    ["a missing scorecard", () => ["verify", join(fx.root, "absent.json"), "--repo", fx.repo], () => `error: ${join(fx.root, "absent.json")}: cannot read (ENOENT)`],
    ["a scorecard that is not JSON", () => ["verify", writeText("broken.json", "{ not json"), "--repo", fx.repo], () => expect.stringMatching(/^error: .*broken\.json:1: invalid JSON \(/)],
    ["--write without --at", () => ["verify", scorecardFile("in3.json", fx.first), "--repo", fx.repo, "--write", join(fx.root, "w.json")], () => "error: --write needs --at <newer-commit> (it writes the re-anchored scorecard)"],
  ])("refuses %s with one line and exit 2", (_name, args, line) => {
    const r = runCli(args());
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n")).toEqual([line(), ""]);
  });
});

function writeText(name: string, text: string): string {
  const file = join(fx.root, name);
  writeFileSync(file, text);
  return file;
}

describe("didscore verify --at", () => {
  it("moves citations whose code moved and follows a renamed file; the written scorecard verifies at the new commit", () => {
    const card = scorecardFile("old.json", fx.first);
    const out = join(fx.root, "moved.yaml");
    const r = runCli(["verify", card, "--repo", fx.repo, "--at", fx.second.slice(0, 8), "--write", out]);
    expect(r.stdout.split("\n")).toEqual([
      "C1.S.evidence[0]: renamed: src/old-config.ts:2-3 → src/config.ts:3-4",
      "C2.S.evidence[0]: moved: src/agent.ts:4-7 → src/agent.ts:8-11",
      "C4.S.evidence[0]: moved: src/agent.ts:9-11 → src/agent.ts:13-15",
      `39 citations from ${fx.first.slice(0, 12)} to ${fx.second.slice(0, 12)}: 36 unchanged, 2 moved, 1 renamed`,
      `2 searches re-run at ${fx.second.slice(0, 12)}: 2 same`,
      "3 items changed, 0 need review",
      "",
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr.split("\n")).toEqual([
      "note: C1.S.evidence[0]: src/old-config.ts:2-3 → src/config.ts:3-4 (renamed)",
      "note: C2.S.evidence[0]: src/agent.ts:4-7 → src/agent.ts:8-11 (moved)",
      "note: C4.S.evidence[0]: src/agent.ts:9-11 → src/agent.ts:13-15 (moved)",
      `wrote ${out}: pinned_commit ${fx.second}, 3 notes`,
      "",
    ]);
    const written = parseYaml(readFileSync(out, "utf8"));
    expect(written.pinned_commit).toBe(fx.second);
    expect(written.criteria[1].parameters.S.evidence).toEqual([{ file: "src/agent.ts", lines: "8-11", contains: "checkApproval" }]);
    const again = runCli(["verify", out, "--repo", fx.repo]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`${ITEMS} ok, 0 failed`);
    // The old scorecard no longer holds at the new commit: that is what re-anchoring is for.
    const stale = { ...agentScorecard(fx.second) };
    writeFileSync(join(fx.root, "stale.json"), serializeScorecard(stale));
    expect(runCli(["verify", join(fx.root, "stale.json"), "--repo", fx.repo]).code).toBe(1);
  });

  it("reports a changed search count, needs review (exit 1), and writes the new count", () => {
    const card = scorecardFile("old2.json", fx.first);
    const out = join(fx.root, "third.json");
    const r = runCli(["verify", card, "--repo", fx.mirror, "--at", "HEAD", "--write", out, "--json"]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ from: fx.first, to: fx.third, needsReview: 1, citations: { unchanged: 36, moved: 2, renamed: 1 }, searches: { same: 1, changed: 1 } });
    expect(report.changes.find((c: { where: string }) => c.where === "C2.C.evidence[0]")).toEqual({
      where: "C2.C.evidence[0]",
      kind: "count-changed",
      needsReview: true,
      message: "`rg -n -i approv` in `src docs`: 3 → 4 matching lines",
    });
    expect(r.stderr).toContain("note: C2.C.evidence[0]: `rg -n -i approv` now prints 4 lines (was 3)\n");
    const written = JSON.parse(readFileSync(out, "utf8"));
    expect(written.criteria[1].parameters.C.evidence).toEqual([{ search: "rg -n -i approv", scope: "src docs", hits: 4 }]);
    const again = runCli(["verify", out, "--repo", fx.repo]);
    expect(again.code).toBe(0);
    expect(again.stdout.split("\n")[1]).toBe("HEAD is the pinned commit");
  });

  it("refuses an unknown --at commit with one line and exit 2", () => {
    const r = runCli(["verify", scorecardFile("old3.json", fx.first), "--repo", fx.repo, "--at", "no-such-ref"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`error: --at: commit not found in ${fx.repo}: no-such-ref\n`);
  });
});

describe("score and render --repo", () => {
  it("render refuses a scorecard with a bad citation, naming it, unless --no-verify", () => {
    const card = scorecardFile("render-bad.json", fx.first, { "C4.S.evidence[0]": { file: "src/agent.ts", lines: "9-11", contains: "spawn(" } });
    const refused = runCli(["render", card, "--repo", fx.repo, "--format", "table"]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr.split("\n")).toEqual([
      `error: ${card}: 1 evidence item failed at ${fx.first.slice(0, 12)} in ${fx.repo}; not rendered (--no-verify skips the check)`,
      `error: ${card}: C4.S.evidence[0]: quote-not-found: src/agent.ts:9-11: the cited lines do not contain "spawn("`,
      "",
    ]);
    const skipped = runCli(["render", card, "--repo", fx.repo, "--format", "table", "--no-verify"]);
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toMatch(/^\*\*Example Agent\*\*/);
    expect(skipped.stderr).toBe(`${card}: evidence not verified (--no-verify)\n`);
    expect(runCli(["render", card, "--format", "table"]).code).toBe(0);
  });

  it("score and render go ahead when the evidence checks", () => {
    const card = scorecardFile("render-ok.json", fx.first);
    const score = runCli(["score", card, "--repo", fx.repo]);
    expect(score.code).toBe(0);
    expect(score.stdout).toContain("Total:");
    expect(score.stderr).toBe(`warning: HEAD of ${fx.repo} is not ${fx.first} (evidence checked at the pinned commit)\n${card}: ${ITEMS} evidence items verified at ${fx.first.slice(0, 12)}\n`);
    const render = runCli(["render", card, "--repo", fx.plain, "--commit", fx.first, "--format", "summary"]);
    expect(render.code).toBe(0);
    expect(render.stdout.length).toBeGreaterThan(0);
  });

  it("score refuses a missing pinned commit, and --commit without --repo is bad usage", () => {
    const card = scorecardFile("score-missing.json", fx.second);
    const missing = runCli(["score", card, "--repo", fx.plain, "--commit", fx.first]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`error: ${card}: commit-missing: pinned commit ${fx.second} is not in ${fx.plain}; not scored (--no-verify skips the check)\n`);
    const usage = runCli(["score", card, "--commit", fx.first]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe("error: --commit needs --repo (it names the commit a plain directory stands for)\n");
  });
});
