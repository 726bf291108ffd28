// Compares `didscore audit` with expert reviews.
//   npm run calibrate -- --reference <report.md|scorecard.json|entry.json> --repo <path> [--commit SHA] [--json]
//   npm run calibrate -- --list pairs.tsv        (one "reference<TAB>repo[<TAB>commit]" per line; prints the aggregate)
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { auditRepository } from "../src/audit/audit.js";
import { compareScorecards, formatCalibration, type Calibration } from "../src/audit/calibrate/compare.js";
import { loadInput } from "../src/model/read-input.js";
import { defaultRubric } from "../src/rubric/load.js";

const { values } = parseArgs({ options: { reference: { type: "string" }, repo: { type: "string" }, commit: { type: "string" }, list: { type: "string" }, json: { type: "boolean" } } });
const rubric = defaultRubric();

async function calibrate(reference: string, repo: string, commit?: string): Promise<{ name: string; result: Calibration }> {
  const expert = loadInput(reference, rubric).card;
  const audit = await auditRepository(repo, rubric, { ...(commit ? { commit } : {}), ...(expert.subpath ? { subpath: expert.subpath } : {}), date: expert.scored_date });
  return { name: expert.name, result: compareScorecards(rubric, expert, audit.card) };
}

if (values.list) {
  const pairs = readFileSync(values.list, "utf8").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#")).map((l) => l.split("\t"));
  let exact = 0;
  let cells = 0;
  const deltas: number[] = [];
  for (const [reference, repo, commit] of pairs) {
    const { name, result } = await calibrate(reference!, repo!, commit);
    exact += result.exact;
    cells += result.cells;
    deltas.push(Math.abs(result.total.difference));
    console.log(`${name}: exact ${result.exact}/40, total ${result.total.audit.toFixed(1)} vs ${result.total.expert.toFixed(1)}, caps missed [${result.caps.missed.join(", ")}] extra [${result.caps.extra.join(", ")}]`);
  }
  const within = deltas.filter((d) => d <= 1.0 + 1e-9).length;
  console.log(`\n${pairs.length} reviews: exact agreement ${exact}/${cells} (${((100 * exact) / Math.max(cells, 1)).toFixed(1)}%), mean |Δtotal| ${(deltas.reduce((s, d) => s + d, 0) / Math.max(deltas.length, 1)).toFixed(2)}, within ±1.0: ${within}/${deltas.length}`);
} else if (values.reference && values.repo) {
  const { name, result } = await calibrate(values.reference, values.repo, values.commit);
  console.log(values.json ? JSON.stringify(result) : formatCalibration(name, result));
} else {
  console.error("usage: npm run calibrate -- --reference <report.md|scorecard.json> --repo <path> [--commit SHA] [--json] | --list pairs.tsv");
  process.exit(2);
}
