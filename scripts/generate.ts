// Regenerates the committed artefacts derived from code and data: the scorecard JSON Schema and docs/method.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { renderMethodDoc } from "../src/docs/method-doc.js";
import { scorecardJsonSchema } from "../src/model/json-schema.js";
import { loadRubric } from "../src/rubric/load.js";

mkdirSync("schema", { recursive: true });
mkdirSync("docs", { recursive: true });
writeFileSync("schema/scorecard.schema.json", JSON.stringify(scorecardJsonSchema(), null, 2) + "\n");
writeFileSync("docs/method.md", renderMethodDoc(loadRubric()));
console.log("wrote schema/scorecard.schema.json and docs/method.md");
