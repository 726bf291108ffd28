import { describe, expect, it } from "vitest";
import { defaultRubric } from "../rubric/load.js";
import { exampleScorecard } from "./example.js";
import type { Scorecard } from "./scorecard.js";
import { validateScorecard } from "./validate.js";

const rubric = defaultRubric();

/** A valid scorecard, changed by `edit` (which may mutate a deep copy). */
function variant(edit: (card: Record<string, any>) => void): ReturnType<typeof validateScorecard> {
  const card = structuredClone(exampleScorecard()) as Record<string, any>;
  edit(card);
  return validateScorecard(card, rubric, "authored");
}

const c3 = (card: Record<string, any>) => card["criteria"][2];

describe("validateScorecard", () => {
  it("accepts the authoring template", () => {
    const v = variant(() => {});
    expect(v.errors).toEqual([]);
    expect(v.card).not.toBeNull();
  });

  it.each<[string, (card: Record<string, any>) => void, RegExp]>([
    ["evidence on every parameter", (c) => (c3(c).parameters.S.evidence = []), /criteria\[2\] \(C3\)\.parameters\.S\.evidence: every parameter needs at least one evidence item/],
    ["inferred at most L2", (c) => (c3(c).parameters.S = { ...c3(c).parameters.S, status: "inferred", level: 3 }), /C3\)\.parameters\.S: an inferred parameter cannot exceed L2 \(got L3\)/],
    ["C at most one level above S", (c) => (c3(c).parameters.C = { ...c3(c).parameters.C, level: 4, evidence: [{ file: "a", lines: "1", contains: "x" }] }), /parameters\.C: L4 is more than one level above S \(L2\); lower C to L3/],
    ["D at most one level above S", (c) => { c3(c).parameters.S = { ...c3(c).parameters.S, level: 0 }; c3(c).parameters.D = { ...c3(c).parameters.D, level: 2 }; }, /parameters\.D: L2 is more than one level above S \(L0\); lower D to L1/],
    ["unknown cap id", (c) => (c3(c).caps = [{ id: "C3-NOPE", reason: "x" }]), /caps\[0\]: unknown cap 'C3-NOPE'/],
    ["cap on its own criterion", (c) => (c3(c).caps = [{ id: "C4-HOSTROOT", reason: "x" }]), /caps\[0\]: cap C4-HOSTROOT only applies to C4/],
    ["cap with a reason", (c) => (c3(c).caps = [{ id: "G2", reason: " " }]), /caps\[0\]: cap G2 needs a 'reason'/],
    ["SA only with a search", (c) => (c3(c).parameters.B = { ...c3(c).parameters.B, level: "SA" }), /parameters\.B: structural absence needs at least one search evidence item/],
    ["SA criterion only with a search", (c) => (c["criteria"][5].absence_evidence = [{ file: "a.py", lines: "1" }]), /absence_evidence: structural absence needs at least one search/],
    ["contains at L3", (c) => { c3(c).parameters.S = { ...c3(c).parameters.S, level: 3, evidence: [{ file: "a.py", lines: "3" }] }; }, /parameters\.S\.evidence\[0\]: 'contains' is required \(supports L3\)/],
    ["contains when a cap other than G1 applies", (c) => { c3(c).caps = [{ id: "G2", reason: "r" }]; c3(c).parameters.B.evidence = [{ file: "a.py", lines: "1" }]; }, /parameters\.B\.evidence\[0\]: 'contains' is required \(criterion has a cap\)/],
    ["contains on D under G1", (c) => { c3(c).caps = [{ id: "G1", reason: "r" }]; c3(c).parameters.D.evidence = [{ file: "a.py", lines: "1" }]; }, /parameters\.D\.evidence\[0\]: 'contains' is required \(criterion has a cap\)/],
    ["contains in critical findings", (c) => (c["critical_findings"] = [{ summary: "s", criterion: "C1", owasp: ["ASI03"], evidence: [{ file: "a.py", lines: "1" }] }]), /critical_findings\[0\]\.evidence\[0\]: 'contains' is required \(critical finding\)/],
    ["computed fields refused", (c) => (c["score"] = 3.3), /\(root\): computed field\(s\) 'score' not allowed in input/],
    ["computed fields refused in a parameter", (c) => (c3(c).parameters.S = { ...c3(c).parameters.S, points: 0.15 }), /criteria\[2\]\.parameters\.S: computed field\(s\) 'points' not allowed/],
    ["L5 refused", (c) => (c3(c).parameters.S = { ...c3(c).parameters.S, level: 5 }), /criteria\[2\]\.parameters\.S\.level: level must be 0–4/],
    ["unknown criterion", (c) => (c3(c).id = "C11"), /criteria\[2\]\.id: unknown criterion \(expected C1–C10\)/],
    ["duplicated criterion", (c) => (c3(c).id = "C2"), /criteria\[2\]: duplicated criterion C2 \(first at criteria\[1\]\)/],
    ["missing criterion", (c) => c["criteria"].pop(), /criteria: missing C10/],
    ["at most five fixes", (c) => (c["fixes"] = Array(6).fill(c["fixes"][0])), /fixes: at most 5 improvements \(got 6\)/],
    ["bad line range", (c) => (c3(c).parameters.C.evidence = [{ file: "a.py", lines: "9-3" }]), /evidence\[0\]\.lines: bad line range '9-3'/],
    ["repo-relative paths", (c) => (c3(c).parameters.C.evidence = [{ file: "/etc/passwd", lines: "1" }]), /evidence\[0\]\.file: must be repo-relative/],
    ["full commit SHA", (c) => (c["pinned_commit"] = "abc123"), /pinned_commit: pinned_commit must be the full 40-character lowercase SHA/],
  ])("rule: %s", (_rule, edit, message) => {
    const v = variant(edit);
    expect(v.card).toBeNull();
    expect(v.errors.join("\n")).toMatch(message);
  });

  it("warns (not fails) on a missing gap below L4", () => {
    const v = variant((c) => delete c3(c).parameters.S.gap);
    expect(v.errors).toEqual([]);
    expect(v.warnings.join("\n")).toMatch(/C3\)\.parameters\.S: below L4 without a 'gap'/);
  });

  it("warns when a critical-gap condition is not listed in critical_findings", () => {
    const v = variant((c) => (c["criteria"][0].parameters = { ...c["criteria"][0].parameters, B: { ...c["criteria"][0].parameters.B, level: 0 } }));
    expect(v.warnings.join("\n")).toMatch(/C1: B at L0 should appear in critical_findings/);
  });

  it("adds G1 to an alternative itself, so an authored alt need not list it", () => {
    const v = variant((c) => (c["criteria"][3].alt.caps = []));
    expect(v.errors).toEqual([]);
  });

  it("does not apply rules on data a report cannot show when importing", () => {
    const card = structuredClone(exampleScorecard()) as Scorecard;
    card.criteria[2]!.parameters!.S = { ...card.criteria[2]!.parameters!.S, level: 3, evidence: [] };
    card.criteria[2]!.caps = [{ id: "G2", reason: "" }];
    expect(validateScorecard(card, rubric, "authored").card).toBeNull();
    const imported = validateScorecard(card, rubric, "imported");
    expect(imported.errors).toEqual([]);
    card.criteria[2]!.parameters!.S = { ...card.criteria[2]!.parameters!.S, level: 2 };
    card.criteria[2]!.parameters!.C = { ...card.criteria[2]!.parameters!.C, level: 4 };
    const breach = validateScorecard(card, rubric, "imported");
    expect(breach.card).not.toBeNull();
    expect(breach.warnings.join("\n")).toMatch(/parameters\.C: L4 is more than one level above S/);
  });

  it("orders criteria C1→C10 whatever order they were written in", () => {
    const v = variant((c) => c["criteria"].reverse());
    expect(v.card!.criteria.map((c) => c.id)).toEqual(["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10"]);
  });
});
