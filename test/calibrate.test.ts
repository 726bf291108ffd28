import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditRepository, draftScorecard, examineRepository } from "../src/audit/audit.js";
import { DETECTORS } from "../src/audit/detectors/index.js";
import { compareWithExpert } from "../src/audit/calibrate/compare.js";
import { viewOfScorecard, viewOfScoreTable } from "../src/audit/calibrate/reference.js";
import { loadInput } from "../src/model/read-input.js";
import { renderMarkdown } from "../src/report/markdown.js";
import { defaultRubric } from "../src/rubric/load.js";
import { scoreScorecard } from "../src/score/score.js";
import { repoFrom } from "./helpers/git-fixture.js";
import { ROOT, referenceReports } from "./helpers/shared.js";

const rubric = defaultRubric();

/** A published report cut after its score table, as kept when the whole report is too long to keep. */
function opening(report: string): string {
  const lines = readFileSync(report, "utf8").split("\n");
  const last = lines.findIndex((l) => l.startsWith("| C10 |"));
  return lines.slice(0, last + 1).join("\n");
}

describe("calibration references", () => {
  it.each(referenceReports())("reads the same levels, caps and total from the score table alone as from the whole report: %s", (report) => {
    const whole = viewOfScorecard(rubric, loadInput(report, rubric).card);
    const table = viewOfScoreTable(opening(report), report);
    expect(table.levels).toEqual(whole.levels);
    expect(table.total).toBe(whole.total);
    expect([table.commit, table.subpath, table.date]).toEqual([whole.commit, whole.subpath, whole.date]);
    // The table shows the counted configuration's cap only; every one of them is among the whole report's caps.
    for (const cap of table.caps) expect(whole.caps).toContain(cap);
    expect(table.files).toBeNull();
  });

  it("names the file and line of a malformed row", () => {
    const text = opening(referenceReports()[0]!).replace(/^\| C3 \|([^|]*)\| L\d /m, "| C3 |$1| L7 ");
    expect(() => viewOfScoreTable(text, "review.md")).toThrow(/^review\.md:\d+: C3: levels must be L0–L4 or SA/);
    expect(() => viewOfScoreTable("# Title\n", "empty.md")).toThrow(/^empty\.md:1: no \*\*Repo:\*\*/);
  });

  it("compares an audit with a table reference: every level, the caps and the total", async () => {
    const { dir } = repoFrom(`${ROOT}/test/platforms/ts-privileged-shell`);
    const audit = (await auditRepository(dir, rubric, { date: "2026-11-30" })).card;
    const mine = viewOfScorecard(rubric, audit);
    // An expert who agrees everywhere but C2 S (L2) and adds a cap on C1.
    const expert = { ...mine, levels: new Map(mine.levels), caps: new Set([...mine.caps, "C1:C1-SELFESC"]), total: mine.total + 0.5, files: null };
    expert.levels.set("C2", ["L2", ...mine.levels.get("C2")!.slice(1)]);
    const c = compareWithExpert(rubric, expert, audit);
    expect(c.exact).toBe(39);
    expect(c.caps.missed).toEqual(["C1:C1-SELFESC"]);
    expect(c.caps.extra).toEqual([]);
    expect(c.total.difference).toBe(-0.5);
    expect(c.citedFiles).toBeNull();
  });

  it("re-judges a kept examination to the same scorecard as a fresh audit, so --rejudge measures rule changes alone", async () => {
    const { dir } = repoFrom(`${ROOT}/test/platforms/py-approval-sandbox`);
    const fresh = (await auditRepository(dir, rubric, { date: "2026-11-30" })).card;
    const kept = JSON.parse(JSON.stringify(await examineRepository(dir)));
    const again = draftScorecard(kept, rubric, "2026-11-30").card;
    expect(JSON.stringify(again)).toBe(JSON.stringify(fresh));
    // The kept findings decide: dropping the approval gate's finding changes what the judge rates.
    const withoutGate = { ...kept, findings: kept.findings.filter((f: { detector: string }) => f.detector !== "approval-gate") };
    expect(JSON.stringify(draftScorecard(withoutGate, rubric, "2026-11-30").card.criteria)).not.toBe(JSON.stringify(fresh.criteria));
    // --redetect: the named detector answers afresh, the others keep what was kept, in the same order.
    const gate = DETECTORS.filter((d) => d.id === "approval-gate");
    const redone = await examineRepository(dir, { detectors: gate, kept: withoutGate.findings });
    expect(redone.findings.map((f) => f.detector)).toEqual([...withoutGate.findings.map((f: { detector: string }) => f.detector), "approval-gate"]);
    const again2 = await examineRepository(dir, { detectors: gate, kept: kept.findings });
    expect(JSON.stringify(draftScorecard(again2, rubric, "2026-11-30").card)).toBe(JSON.stringify(fresh));
  });

  it("keeps examinations with --cache, --redetect --save rewrites them with the re-run detector's findings, and --dump writes each review as data", async () => {
    const { dir } = repoFrom(`${ROOT}/test/platforms/py-approval-sandbox`);
    const work = mkdtempSync(join(tmpdir(), "didscore-calibrate-"));
    // The platform's own audit, rendered as a published report, serves as the expert: every level agrees.
    writeFileSync(join(work, "review.md"), renderMarkdown(scoreScorecard(rubric, (await auditRepository(dir, rubric, { date: "2026-11-30" })).card)));
    writeFileSync(join(work, "pairs.tsv"), `${join(work, "review.md")}\t${dir}\n`);
    const calibrate = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "scripts", "calibrate.ts"), "--list", join(work, "pairs.tsv"), "--cache", join(work, "kept"), ...args], { cwd: ROOT, encoding: "utf8" });
    const kept = join(work, "kept", "review.json");
    const detectors = () => (JSON.parse(readFileSync(kept, "utf8")).exam.findings as Array<{ detector: string }>).map((f) => f.detector);
    expect(calibrate().stdout).toMatch(/exact agreement 40\/40/);
    // A kept examination without the gate's finding re-judges differently until the detector is re-run and saved.
    const exam = JSON.parse(readFileSync(kept, "utf8"));
    exam.exam.findings = exam.exam.findings.filter((f: { detector: string }) => f.detector !== "approval-gate");
    writeFileSync(kept, JSON.stringify(exam));
    expect(calibrate("--rejudge").stdout).not.toMatch(/exact agreement 40\/40/);
    expect(calibrate("--redetect", "approval-gate").stdout).toMatch(/exact agreement 40\/40/);
    expect(detectors()).not.toContain("approval-gate");
    calibrate("--redetect", "approval-gate", "--save");
    expect(detectors()).toContain("approval-gate");
    expect(calibrate("--rejudge").stdout).toMatch(/exact agreement 40\/40/);
    // --cells also splits agreement by the audit's own confidence; here every criterion is some confidence, all agreeing.
    const byConfidence = /exact levels by the audit's confidence: (.*)/.exec(calibrate("--rejudge", "--cells").stdout)![1]!;
    const parts = [...byConfidence.matchAll(/(high|medium|low) (\d+)\/(\d+)/g)];
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.reduce((sum, m) => sum + Number(m[3]), 0)).toBe(40);
    for (const m of parts) expect(m[2]).toBe(m[3]);
    // --dump: one line per review, with the rule behind each audit level and the detectors that found something.
    calibrate("--rejudge", "--dump", join(work, "dump.jsonl"));
    const lines = readFileSync(join(work, "dump.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1);
    expect(lines[0].kind).toBe("framework");
    expect(lines[0].rows).toHaveLength(10);
    expect(lines[0].found).toContain("approval-gate");
    expect(lines[0].rules.C2.S).toMatch(/^L\d /);
  }, 60_000);
});
