import { describe, expect, it } from "vitest";
import type { EvidenceItem } from "../model/evidence.js";
import { exampleScorecard } from "../model/example.js";
import type { Scorecard } from "../model/scorecard.js";
import { collectEvidence, replaceEvidence } from "./scorecard-evidence.js";

function card(): Scorecard {
  const c = exampleScorecard();
  c.critical_findings = [
    { summary: "a", criterion: "C2", owasp: [], evidence: [{ file: "a.ts", lines: "1" }] },
    { summary: "b", criterion: "C4", owasp: [], evidence: [{ file: "b.ts", lines: "2" }, { search: "rg x", scope: "src", hits: 1 }] },
  ];
  return c;
}

describe("collectEvidence", () => {
  it("names every evidence list of a scorecard in document order", () => {
    const places = collectEvidence(card()).map((e) => e.where);
    // 9 criteria × 4 parameters, C4's alternative, C6's absence search, three critical-finding items.
    expect(places).toHaveLength(9 * 4 + 4 + 1 + 3);
    expect(places.slice(0, 4)).toEqual(["C1.S.evidence[0]", "C1.C.evidence[0]", "C1.D.evidence[0]", "C1.B.evidence[0]"]);
    expect(places).toContain("C4.alt.S.evidence[0]");
    expect(places).toContain("C6.absence_evidence[0]");
    expect(places.slice(-3)).toEqual(["critical_findings[0].evidence[0]", "critical_findings[1].evidence[0]", "critical_findings[1].evidence[1]"]);
    expect(places.indexOf("C4.alt.S.evidence[0]")).toBe(places.indexOf("C4.B.evidence[0]") + 1);
  });

  it("falls back to the array index when a criterion id repeats", () => {
    const c = card();
    c.criteria = [c.criteria[0]!, c.criteria[0]!];
    expect(collectEvidence(c).map((e) => e.where).slice(0, 5)).toEqual([
      "criteria[0].S.evidence[0]",
      "criteria[0].C.evidence[0]",
      "criteria[0].D.evidence[0]",
      "criteria[0].B.evidence[0]",
      "criteria[1].S.evidence[0]",
    ]);
  });
});

describe("replaceEvidence", () => {
  it("replaces exactly the named items and leaves the input untouched", () => {
    const before = card();
    const snapshot = JSON.stringify(before);
    const moved = { file: "src/agent/tools.py", lines: "50-68", contains: "def validate_path" };
    const recount = { search: "rg -n -S 'memory|dotenv|AGENTS.md'", scope: "src/", hits: 2 };
    const after = replaceEvidence(
      before,
      new Map<string, EvidenceItem>([
        ["C4.alt.S.evidence[0]", moved],
        ["C6.absence_evidence[0]", recount],
        ["critical_findings[1].evidence[1]", { search: "rg y", scope: "src", hits: 0 }],
      ]),
    );
    expect(JSON.stringify(before)).toBe(snapshot);
    const old = collectEvidence(before);
    const changed = collectEvidence(after).filter((e, i) => JSON.stringify(e.item) !== JSON.stringify(old[i]?.item));
    expect(changed.map((e) => e.where)).toEqual(["C4.alt.S.evidence[0]", "C6.absence_evidence[0]", "critical_findings[1].evidence[1]"]);
    expect(after.criteria[3]?.alt?.parameters.S.evidence).toEqual([moved]);
    expect(after.criteria[3]?.parameters?.S.evidence[0]).toMatchObject({ lines: "40-58" });
    expect(Object.keys(after)).toEqual(Object.keys(before));
  });

  it("refuses a place that names no item", () => {
    expect(() => replaceEvidence(card(), new Map([["C6.S.evidence[0]", { file: "x", lines: "1" }]]))).toThrow(/no evidence item at C6\.S\.evidence\[0\]/);
  });
});
