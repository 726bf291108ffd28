import { z } from "zod";
import { ScorecardSchema } from "./scorecard.js";

/** The scorecard's JSON Schema (draft 2020-12), generated from the zod schema that validates it. */
export function scorecardJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(ScorecardSchema, { target: "draft-2020-12" }),
    $id: "https://didscore.dev/schema/scorecard.schema.json",
    title: "didscore scorecard",
    description: "An authored Defense-in-Depth scorecard, field-compatible with the method's scorecard.json.",
  };
}
