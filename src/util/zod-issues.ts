import type { z } from "zod";

/** Fields the calculator computes; authored input must not carry them. */
const COMPUTED_FIELDS = new Set([
  "score", "band", "points", "url", "estimated_gain", "raw", "max_score", "applicable", "weight",
  "mechanisms", "counted", "confidence", "cap", "number", "question", "max",
]);

/** Renders a zod path as `criteria[2].parameters.S.level`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || "(root)";
}

/** Turns zod issues into one-line messages naming the field path, the rule and what would satisfy it. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = formatPath(issue.path);
    if (issue.code === "unrecognized_keys") {
      const computed = issue.keys.filter((k) => COMPUTED_FIELDS.has(k));
      if (computed.length > 0) {
        return `${where}: computed field(s) ${computed.map((k) => `'${k}'`).join(", ")} not allowed in input (the calculator adds them; remove them)`;
      }
      return `${where}: unexpected field(s) ${issue.keys.map((k) => `'${k}'`).join(", ")} (remove or rename them)`;
    }
    return `${where}: ${issue.message}`;
  });
}
