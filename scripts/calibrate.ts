// Compares `didscore audit` with an expert review: npm run calibrate -- --reference <report.md|scorecard.json> --repo <path> [--commit SHA]
import { parseArgs } from "node:util";
import { auditRepository } from "../src/audit/audit.js";
import { compareScorecards, formatCalibration } from "../src/audit/calibrate/compare.js";
import { loadInput } from "../src/model/read-input.js";
import { defaultRubric } from "../src/rubric/load.js";

const { values } = parseArgs({ options: { reference: { type: "string" }, repo: { type: "string" }, commit: { type: "string" }, json: { type: "boolean" } } });
if (!values.reference || !values.repo) {
  console.error("usage: npm run calibrate -- --reference <report.md|scorecard.json> --repo <path> [--commit SHA] [--json]");
  process.exit(2);
}
const rubric = defaultRubric();
const expert = loadInput(values.reference, rubric).card;
const audit = await auditRepository(values.repo, rubric, { ...(values.commit ? { commit: values.commit } : {}), ...(expert.subpath ? { subpath: expert.subpath } : {}), date: expert.scored_date });
const result = compareScorecards(rubric, expert, audit.card);
console.log(values.json ? JSON.stringify(result) : formatCalibration(expert.name, result));
