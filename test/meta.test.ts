import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderMethodDoc } from "../src/docs/method-doc.js";
import { scorecardJsonSchema } from "../src/model/json-schema.js";
import { defaultRubric } from "../src/rubric/load.js";
import { ROOT } from "./helpers/shared.js";

const rubric = defaultRubric();

describe("generated artefacts and rubric coverage", () => {
  it("schema/scorecard.schema.json is current (run npm run generate)", () => {
    expect(JSON.parse(readFileSync(join(ROOT, "schema", "scorecard.schema.json"), "utf8"))).toEqual(JSON.parse(JSON.stringify(scorecardJsonSchema())));
  });

  it("docs/method.md is current (run npm run generate)", () => {
    expect(readFileSync(join(ROOT, "docs", "method.md"), "utf8")).toBe(renderMethodDoc(rubric));
  });

  it("every criterion cap in method.yaml has its condition in its criterion file, and back", () => {
    const specific = rubric.method.caps.filter((c) => c.criterion !== null);
    for (const cap of specific) expect(rubric.criterion(cap.criterion!).caps.map((c) => c.id)).toContain(cap.id);
    const listed = rubric.criteria.flatMap((c) => c.caps.map((x) => x.id)).sort();
    expect(listed).toEqual(specific.map((c) => c.id).sort());
  });

  it("tool-server Strength anchors exist exactly for C2, C5 and C10", () => {
    expect(rubric.criteria.filter((c) => c.tool_server_strength).map((c) => c.id)).toEqual(["C2", "C5", "C10"]);
  });

  it("every criterion maps to threat codes that the threat tables define", () => {
    const known = new Set(rubric.threats.frameworks.flatMap((f) => f.codes.map((c) => c.code)));
    for (const c of rubric.criteria) for (const code of c.owasp) expect(known.has(code), `${c.id} ${code}`).toBe(true);
  });
});

describe("judge rules and detectors stay in step", () => {
  it("every detector a judge rule names is registered", async () => {
    const { loadJudgeRules } = await import("../src/audit/judge/load-rules.js");
    const { DETECTORS } = await import("../src/audit/detectors/index.js");
    const known = new Set(DETECTORS.map((d) => d.id));
    const text = readFileSync(join(ROOT, "rubric", "judge.yaml"), "utf8");
    loadJudgeRules();
    const named = new Set([...text.matchAll(/\b(?:all|any|none|cite|evidence): \[([^\]]*)\]/g)].flatMap((m) => m[1]!.split(",").map((s) => s.trim()).filter(Boolean)));
    expect([...named].filter((id) => !known.has(id))).toEqual([]);
  });

  it("every judge ladder covers all ten criteria and ends in an unconditional rung", async () => {
    const { loadJudgeRules } = await import("../src/audit/judge/load-rules.js");
    const rules = loadJudgeRules();
    expect(Object.keys(rules.criteria).sort()).toEqual(rubric.criteria.map((c) => c.id).sort());
  });
});
