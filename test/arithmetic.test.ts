import { describe, expect, it } from "vitest";
import type { Cap, Criterion, Parameter, Parameters, Scorecard } from "../src/model/scorecard.js";
import { exampleScorecard } from "../src/model/example.js";
import { defaultRubric } from "../src/rubric/load.js";
import { controlsLine } from "../src/report/table.js";
import { formatFixed, pyRound } from "../src/score/pyround.js";
import { scoreCriterion, scoreScorecard } from "../src/score/score.js";

const rubric = defaultRubric();

// The published k → raw display table (spec/method.md), written out so a regression in rounding shows here.
const DISPLAY = [
  ".00", ".03", ".05", ".07", ".10", ".12", ".15", ".17", ".20", ".23", ".25", ".28", ".30", ".33", ".35", ".38", ".40", ".42", ".45", ".47",
  ".50", ".53", ".55", ".57", ".60", ".62", ".65", ".68", ".70", ".72", ".75", ".78", ".80", ".82", ".85", ".88", ".90", ".93", ".95", ".97",
];

function param(level: number | "SA", status: "verified" | "inferred" = "verified"): Parameter {
  return { level, status, finding: "f", gap: "g", evidence: [{ search: "rg x", scope: ".", hits: 0 }] };
}

/** Levels that give exactly k points, preferring a high B (so C5 never trips its automatic cap) then a high D. */
function levelsFor(k: number): Parameters {
  for (let b = 4; b >= 0; b--) for (let d = 4; d >= 0; d--) for (let s = 4; s >= 0; s--) for (let c = 0; c <= 4; c++) {
    if (3 * s + 3 * c + 2 * d + 2 * b === k) return { S: param(s), C: param(c), D: param(d), B: param(b) };
  }
  throw new Error(`no levels give k = ${k}`);
}

function criterion(id: Criterion["id"], parameters: Parameters, caps: Cap[] = [], alt?: Criterion["alt"]): Criterion {
  return { id, summary: "s", parameters, caps, ...(alt ? { alt } : {}) };
}

describe("points and display", () => {
  it.each(Array.from({ length: 41 }, (_, k) => k))("k = %i is shown as in the published table", (k) => {
    const shown = k === 40 ? "1.00" : `0${DISPLAY[k]}`;
    expect(formatFixed(k / 40, 2)).toBe(shown);
    // 1 and 39 cannot be reached with weights 3, 3, 2, 2; every other k is scored end to end.
    if (k === 1 || k === 39) return expect(() => levelsFor(k)).toThrow();
    const c = scoreCriterion(rubric, criterion("C3", levelsFor(k)));
    expect(c.mechanisms[0]!.points).toBe(k);
    expect(formatFixed(c.mechanisms[0]!.raw, 2)).toBe(shown);
  });

  it("rounds half-to-even on the binary value like Python, unlike toFixed", () => {
    expect(formatFixed(0.125, 2)).toBe("0.12");
    expect((0.125).toFixed(2)).toBe("0.13");
    expect(formatFixed(0.375, 2)).toBe("0.38");
    expect(formatFixed(2.675, 2)).toBe("2.67");
    expect(pyRound(22.5)).toBe(22);
    expect(pyRound(23.5)).toBe(24);
    expect(formatFixed(0.2249999, 3)).toBe("0.225");
  });
});

describe("caps", () => {
  const high = levelsFor(30);
  it.each(rubric.method.caps.filter((c) => c.id !== "C5-WORSTCASE").map((c) => [c.id, c.criterion ?? "C3", c.ceiling] as const))(
    "%s on %s binds at its ceiling",
    (id, crit, ceiling) => {
      const c = scoreCriterion(rubric, criterion(crit, high, [{ id, reason: "r" }]));
      expect(c.cap?.id).toBe(id);
      expect(c.score).toBe(ceiling);
      expect(c.cappedPoints).toBe(ceiling * 40);
    },
  );

  it("a cap above the raw score is shown but changes nothing", () => {
    const c = scoreCriterion(rubric, criterion("C3", levelsFor(7), [{ id: "G1", reason: "r" }]));
    expect(c.cap?.id).toBe("G1");
    expect(c.score).toBe(7 / 40);
  });

  it("the lowest ceiling wins, and the first listed among equals", () => {
    const c = scoreCriterion(rubric, criterion("C2", high, [{ id: "G1", reason: "a" }, { id: "C2-POWERBYPASS", reason: "b" }, { id: "G2", reason: "c" }]));
    expect(c.cap?.id).toBe("C2-POWERBYPASS");
    expect(c.score).toBe(0.25);
  });

  it("C5-WORSTCASE is added when B is L0 in the default configuration, after authored caps", () => {
    const p = { ...high, B: param(0) };
    const auto = scoreCriterion(rubric, criterion("C5", p));
    expect(auto.cap).toEqual({ id: "C5-WORSTCASE", ceiling: 0.25, reason: rubric.method.automatic_cap_reasons["C5-WORSTCASE"] });
    const authored = scoreCriterion(rubric, criterion("C5", p, [{ id: "C5-PUBLICTRIGGER", reason: "anyone's comment" }]));
    expect(authored.cap?.id).toBe("C5-PUBLICTRIGGER");
    expect(scoreCriterion(rubric, criterion("C5", { ...high, B: param(1) })).cap).toBeNull();
  });
});

describe("alternatives and structural absence", () => {
  it("an alternative always carries G1 and counts only when strictly higher", () => {
    const low = levelsFor(10);
    const c = scoreCriterion(rubric, criterion("C4", low, [], { label: "opt-in sandbox", parameters: levelsFor(36) }));
    expect(c.counted).toBe("alt");
    expect(c.cap?.id).toBe("G1");
    expect(c.score).toBe(0.5);
    const tie = scoreCriterion(rubric, criterion("C4", levelsFor(20), [], { label: "x", parameters: levelsFor(30) }));
    expect(tie.counted).toBe("default");
    const hostroot = scoreCriterion(rubric, criterion("C4", levelsFor(30), [{ id: "C4-HOSTROOT", reason: "r" }], { label: "x", parameters: levelsFor(14) }));
    expect(hostroot.counted).toBe("alt");
    expect(hostroot.score).toBe(0.35);
    expect(hostroot.mechanisms[0]!.score).toBe(0.25);
  });

  it("SA criteria score 1.00 and drive the Controls line", () => {
    const card: Scorecard = exampleScorecard();
    const r = scoreScorecard(rubric, card);
    const c6 = r.criteria.find((c) => c.id === "C6")!;
    expect(c6.status).toBe("structural_absence");
    expect(c6.score).toBe(1);
    expect(r.applicable.count).toBe(9);
    expect(controlsLine(r)).toMatch(/^Controls where a risk surface exists: \d+\.\d\d \/ 9\.0 \(\d+%\); 1 criterion scored SA \(surface absent\)\.$/);
  });

  it("an SA parameter counts as L4 and shows as SA", () => {
    const c = scoreCriterion(rubric, criterion("C2", { S: param(2), C: param(2), D: param(2), B: param("SA") }));
    expect(c.mechanisms[0]!.points).toBe(6 + 6 + 4 + 8);
    expect(c.mechanisms[0]!.parameters.B.sa).toBe(true);
  });

  it("confidence follows the number of inferred parameters", () => {
    const p = (n: number): Parameters => ({ S: param(1, n > 0 ? "inferred" : "verified"), C: param(1, n > 1 ? "inferred" : "verified"), D: param(1, n > 2 ? "inferred" : "verified"), B: param(1) });
    expect(scoreCriterion(rubric, criterion("C3", p(0))).confidence).toBe("high");
    expect(scoreCriterion(rubric, criterion("C3", p(2))).confidence).toBe("medium");
    expect(scoreCriterion(rubric, criterion("C3", p(3))).confidence).toBe("low");
  });
});

describe("total, band, Controls line and gains", () => {
  function cardWith(points: number[], sa: number[] = []): Scorecard {
    const base = exampleScorecard();
    return {
      ...base,
      criteria: base.criteria.map((c, i) => (sa.includes(i) ? { id: c.id, summary: "s", structural_absence: true, absence_evidence: [{ search: "rg x", scope: ".", hits: 0 }] } : criterion(c.id, levelsFor(points[i]!)))),
      fixes: [],
    };
  }

  it("sums exact scores and rounds half up, not the displayed two-decimal values", () => {
    // Ten criteria at k = 5 (0.125 each, shown 0.12): total 1.25 → 1.3, while summing displays gives 1.2.
    const r = scoreScorecard(rubric, cardWith(Array(10).fill(5)));
    expect(r.totalTenths).toBe(13);
    expect(formatFixed(r.total, 1)).toBe("1.3");
  });

  it.each([
    [34, "hardened"], [33, "strong"], [28, "strong"], [27, "moderate"], [20, "moderate"], [19, "weak"], [0, "weak"],
  ])("ten criteria at k = %i fall in band %s", (k, band) => {
    expect(scoreScorecard(rubric, cardWith(Array(10).fill(k))).band.id).toBe(band);
  });

  it("the Controls line sums binary doubles and rounds half-even (2.275 shows 2.27, 22.5% shows 22%)", () => {
    // 7 scored criteria: 0.325·7 = 2.275 → "2.27"; 100·2.27/7 = 32.43 → 32.
    const r = scoreScorecard(rubric, cardWith([13, 13, 13, 13, 13, 13, 13, 0, 0, 0], [7, 8, 9]));
    expect(controlsLine(r)).toBe("Controls where a risk surface exists: 2.27 / 7.0 (32%); 3 criteria scored SA (surface absent).");
  });

  it("gains before caps are weight · Δlevel, after caps re-evaluate every cap", () => {
    const base = cardWith(Array(10).fill(10));
    base.criteria[1] = criterion("C2", levelsFor(10), [{ id: "C2-POWERBYPASS", reason: "r" }]);
    base.fixes = [
      { summary: "gate it", criterion: "C2", parameter: "S", from_level: 0, to_level: 2 },
      { summary: "scope it", criterion: "C3", parameter: "S", from_level: 0, to_level: 2 },
    ];
    const r = scoreScorecard(rubric, base);
    const [capped, free] = r.fixes;
    expect(capped!.gainBeforeCaps).toBe(0.15);
    expect(capped!.gainAfterCaps).toBe(0);
    expect(free!.gainAfterCaps).toBe(0.15);
  });
});
