import type { Log, Result } from "sarif";
import { describe, expect, it } from "vitest";
import { shared } from "../../test/helpers/shared.js";
import { isCodeEvidence } from "../model/evidence.js";
import { loadInput } from "../model/read-input.js";
import { defaultRubric } from "../rubric/load.js";
import { scoreScorecard } from "../score/score.js";
import { renderSarif } from "./sarif.js";

const rubric = defaultRubric();
const report = scoreScorecard(rubric, loadInput(shared("reference", "000_05fe635618338d72.txt"), rubric).card);
const log = JSON.parse(renderSarif(report)) as Log;
const run = log.runs[0]!;
const results = run.results!;

describe("SARIF output", () => {
  it("is a SARIF 2.1.0 log with one rule per criterion and the audited commit", () => {
    expect(log.version).toBe("2.1.0");
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    expect(log.runs).toHaveLength(1);
    expect(run.tool.driver.name).toBe("didscore");
    expect(run.tool.driver.rules!.map((r) => r.id)).toEqual(["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10"]);
    expect(run.versionControlProvenance).toEqual([{ repositoryUri: report.card.repo_url, revisionId: report.card.pinned_commit }]);
    expect(run.properties).toMatchObject({ score: 3.3, band: "Minimal" });
  });

  it("reports each critical gap as an error located at the code it cites", () => {
    const errors = results.filter((r) => r.level === "error");
    expect(errors).toHaveLength(report.card.critical_findings.length);
    errors.forEach((e, i) => {
      const f = report.card.critical_findings[i]!;
      expect(e.ruleId).toBe(f.criterion);
      expect(e.message.text).toContain(f.summary);
      const cited = f.evidence.filter(isCodeEvidence).map((ev) => `${ev.file}:${ev.lines.split("-")[0]}`);
      expect(cited.length).toBeGreaterThan(0);
      expect(e.locations!.map((l) => `${l.physicalLocation!.artifactLocation!.uri}:${l.physicalLocation!.region!.startLine}`)).toEqual(cited);
    });
  });

  it("alerts on every counted parameter below L2, L0 as a warning and L1 as a note, and on nothing else", () => {
    const expected = report.criteria.flatMap((c) => {
      if (c.status === "structural_absence") return [];
      const m = c.mechanisms.find((x) => x.kind === c.counted)!;
      return Object.values(m.parameters).filter((p) => p.level < 2).map((p) => `${c.id}/${p.id}/${p.level === 0 ? "warning" : "note"}`);
    });
    const got = results.filter((r) => r.level !== "error").map((r: Result) => `${r.ruleId}/${r.properties!["parameter"]}/${r.level}`);
    expect(got).toEqual(expected);
    expect(got.length).toBeGreaterThan(0);
  });

  it("points every result's rule index at its own rule and every region at real lines, with at least one location", () => {
    const rules = run.tool.driver.rules!;
    for (const r of results) {
      expect(rules[r.ruleIndex!]!.id).toBe(r.ruleId);
      // GitHub code scanning refuses a result without one; a search-only absence gets the placeholder.
      expect(r.locations!.length).toBeGreaterThan(0);
      for (const l of r.locations ?? []) {
        const region = l.physicalLocation!.region!;
        expect(region.startLine).toBeGreaterThanOrEqual(1);
        if (region.endLine !== undefined) expect(region.endLine).toBeGreaterThanOrEqual(region.startLine!);
        expect(l.physicalLocation!.artifactLocation!.uri).not.toMatch(/^\//);
      }
    }
  });

  it("says where an absence was proven by a search, with its command and count", () => {
    const withSearch = results.filter((r) => (r.message.text ?? "").includes("searched `rg"));
    expect(withSearch.length).toBeGreaterThan(0);
    expect(withSearch[0]!.message.text).toMatch(/→ \d+ hits/);
    const searchOnly = withSearch.find((r) => r.locations![0]!.physicalLocation!.artifactLocation!.uri === "no file associated with this alert");
    expect(searchOnly).toBeDefined();
  });

  it("is the same text on every run", () => {
    expect(renderSarif(report)).toBe(renderSarif(scoreScorecard(rubric, loadInput(shared("reference", "000_05fe635618338d72.txt"), rubric).card)));
  });
});
