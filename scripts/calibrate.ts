// Compares `didscore audit` with expert reviews.
//   npm run calibrate -- --reference <report.md|scorecard.json|entry.json|score-table.md> --repo <path> [--commit SHA] [--json]
//   npm run calibrate -- --list pairs.tsv        (one "reference<TAB>repo[<TAB>commit]" per line; prints the aggregate)
// A reference may be a whole report or only its opening (title, Repo line, Score line, score table). The audit runs at
// the review's commit when the repository has it, otherwise at HEAD (said in the output: the code may have moved on).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { auditRepository } from "../src/audit/audit.js";
import { compareWithExpert, formatCalibration, type Calibration } from "../src/audit/calibrate/compare.js";
import { viewOfScorecard, viewOfScoreTable, type ExpertView } from "../src/audit/calibrate/reference.js";
import { loadInput } from "../src/model/read-input.js";
import { defaultRubric } from "../src/rubric/load.js";

const { values } = parseArgs({ options: { reference: { type: "string" }, repo: { type: "string" }, commit: { type: "string" }, list: { type: "string" }, json: { type: "boolean" } } });
const rubric = defaultRubric();

function loadReference(path: string): ExpertView {
  try {
    return viewOfScorecard(rubric, loadInput(path, rubric).card);
  } catch (full) {
    const text = readFileSync(path, "utf8");
    if (!/^\| C1 \|/m.test(text) || /^## Criterion details/m.test(text)) throw full;
    return viewOfScoreTable(text, path);
  }
}

function hasCommit(repo: string, commit: string): boolean {
  try {
    execFileSync("git", ["-C", repo, "cat-file", "-e", `${commit}^{commit}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function calibrate(reference: string, repo: string, commit?: string): Promise<{ name: string; atHead: boolean; result: Calibration }> {
  const expert = loadReference(reference);
  const at = commit ?? (hasCommit(repo, expert.commit) ? expert.commit : undefined);
  const audit = await auditRepository(repo, rubric, { ...(at ? { commit: at } : {}), ...(expert.subpath ? { subpath: expert.subpath } : {}), date: expert.date });
  return { name: expert.name, atHead: !at, result: compareWithExpert(rubric, expert, audit.card) };
}

if (values.list) {
  const pairs = readFileSync(values.list, "utf8").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#")).map((l) => l.split("\t"));
  let exact = 0;
  let cells = 0;
  const deltas: number[] = [];
  const caps = { agreed: 0, missed: 0, extra: 0 };
  for (const [reference, repo, commit] of pairs) {
    const { name, atHead, result } = await calibrate(reference!, repo!, commit);
    exact += result.exact;
    cells += result.cells;
    deltas.push(Math.abs(result.total.difference));
    for (const k of ["agreed", "missed", "extra"] as const) caps[k] += result.caps[k].length;
    console.log(`${name}${atHead ? " [HEAD]" : ""}: exact ${result.exact}/40, total ${result.total.audit.toFixed(1)} vs ${result.total.expert.toFixed(1)}, caps missed [${result.caps.missed.join(", ")}] extra [${result.caps.extra.join(", ")}]`);
  }
  const within = deltas.filter((d) => d <= 1.0 + 1e-9).length;
  console.log(`\n${pairs.length} reviews: exact agreement ${exact}/${cells} (${((100 * exact) / Math.max(cells, 1)).toFixed(1)}%), mean |Δtotal| ${(deltas.reduce((s, d) => s + d, 0) / Math.max(deltas.length, 1)).toFixed(2)}, within ±1.0: ${within}/${deltas.length}, caps agreed ${caps.agreed} missed ${caps.missed} extra ${caps.extra}`);
} else if (values.reference && values.repo) {
  const { name, atHead, result } = await calibrate(values.reference, values.repo, values.commit);
  console.log(values.json ? JSON.stringify({ ...result, atHead }) : formatCalibration(atHead ? `${name} (reviewed commit not in the repository; audited HEAD)` : name, result));
} else {
  console.error("usage: npm run calibrate -- --reference <report.md|scorecard.json|entry.json|score-table.md> --repo <path> [--commit SHA] [--json] | --list pairs.tsv");
  process.exit(2);
}
