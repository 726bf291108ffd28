import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { z } from "zod";
import { CRITERION_IDS, type CriterionId } from "../model/scorecard.js";
import { InputError } from "../util/errors.js";
import { describeIssues } from "../util/zod-issues.js";
import {
  CriterionFileSchema,
  MethodFileSchema,
  ThreatsFileSchema,
  type CriterionFile,
  type MethodFile,
  type ThreatsFile,
} from "./schema.js";

/** The whole method as data: method facts, the ten criteria in order, threat codes. */
export interface Rubric {
  method: MethodFile;
  criteria: CriterionFile[];
  threats: ThreatsFile;
  criterion(id: CriterionId): CriterionFile;
  capCeiling(id: string): number | undefined;
  capCriterion(id: string): CriterionId | null | undefined;
}

/** Finds the rubric/ folder shipped with the package, from src/ or dist/. */
export function findRubricDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, "rubric", "method.yaml"))) return join(dir, "rubric");
    dir = dirname(dir);
  }
  throw new InputError("rubric/method.yaml not found next to the didscore package");
}

function loadYaml<T>(file: string, schema: z.ZodType<T>): T {
  let data: unknown;
  try {
    data = parse(readFileSync(file, "utf8"));
  } catch (e) {
    throw new InputError(`${file}: ${(e as Error).message.split("\n")[0]}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new InputError(`${file}: ${describeIssues(result.error)[0]}`);
  return result.data;
}

/** Loads and validates a rubric folder; fails loudly naming the file and field. */
export function loadRubric(dir: string = findRubricDir()): Rubric {
  const method = loadYaml(join(dir, "method.yaml"), MethodFileSchema);
  const criteria = CRITERION_IDS.map((id, i) => {
    const file = join(dir, "criteria", `${id}.yaml`);
    const c = loadYaml(file, CriterionFileSchema);
    if (c.id !== id || c.number !== i + 1) throw new InputError(`${file}: id/number must be ${id}/${i + 1}`);
    for (const cap of c.caps) {
      const known = method.caps.find((m) => m.id === cap.id);
      if (!known || known.criterion !== id) throw new InputError(`${file}: caps: ${cap.id} is not a ${id} cap in method.yaml`);
    }
    return c;
  });
  const threats = loadYaml(join(dir, "threats.yaml"), ThreatsFileSchema);
  const byId = new Map(criteria.map((c) => [c.id, c]));
  const caps = new Map(method.caps.map((c) => [c.id, c]));
  return {
    method,
    criteria,
    threats,
    criterion: (id) => byId.get(id)!,
    capCeiling: (id) => caps.get(id)?.ceiling,
    capCriterion: (id) => caps.get(id)?.criterion,
  };
}

let cached: Rubric | undefined;

/** The package's own rubric, loaded once. */
export function defaultRubric(): Rubric {
  cached ??= loadRubric();
  return cached;
}
