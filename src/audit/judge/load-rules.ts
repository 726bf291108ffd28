import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { findRubricDir } from "../../rubric/load.js";
import { InputError } from "../../util/errors.js";
import { describeIssues } from "../../util/zod-issues.js";
import { JudgeRulesSchema, type JudgeRules } from "./rules-schema.js";

/** Loads and validates rubric/judge.yaml; every rung that claims more than L2 must not be inferred. */
export function loadJudgeRules(file = join(findRubricDir(), "judge.yaml")): JudgeRules {
  const parsed = JudgeRulesSchema.safeParse(parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new InputError(`${file}: ${describeIssues(parsed.error)[0]}`);
  for (const [id, c] of Object.entries(parsed.data.criteria)) {
    const ladders = [c.dimensions, ...(c.alt ? [c.alt.dimensions] : [])];
    for (const dims of ladders) {
      for (const [dim, ladder] of Object.entries(dims)) {
        const last = ladder[ladder.length - 1]!;
        if (last.when) throw new InputError(`${file}: ${id}.${dim}: the last rung must have no condition (it is the fallback)`);
        for (const rung of ladder) if (rung.inferred && rung.level > 2) throw new InputError(`${file}: ${id}.${dim}: an inferred rung cannot give L${rung.level}`);
      }
    }
  }
  return parsed.data;
}
