// Compares `didscore audit` with expert reviews.
//   npm run calibrate -- --reference <report.md|scorecard.json|entry.json|score-table.md> --repo <path> [--commit SHA] [--json]
//   npm run calibrate -- --list pairs.tsv        (one "reference<TAB>repo[<TAB>commit]" per line; prints the aggregate)
//        [--cache DIR]  keep each repository's examination (findings, profile) in DIR/<reference name>.json
//        [--rejudge]    judge the kept examinations with the current rules instead of reading the trees again (seconds,
//                       for changes to rubric/judge.yaml; detector and profile changes need a fresh run)
//        [--redetect IDS] like --rejudge, but first re-runs the listed detectors (comma-separated; "none" for none) on
//                       the tree and rebuilds the profile, for detector and profile changes (the kept files stay as they
//                       are, unless --save rewrites them with the re-run findings)
//        [--cells]      also print agreement per criterion and parameter, and each cap's agreed / missed / extra
//        [--dump FILE]  write one JSON line per review: kind, totals, caps, expert and audit levels with the rule that
//                       chose each audit level, and the detectors that found something (for finding what separates
//                       the experts' levels)
// A reference may be a whole report or only its opening (title, Repo line, Score line, score table). The audit runs at
// the review's commit when the repository has it, otherwise at HEAD (said in the output: the code may have moved on).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { draftScorecard, examineRepository, type Examination } from "../src/audit/audit.js";
import { DETECTORS } from "../src/audit/detectors/index.js";
import { compareWithExpert, formatCalibration, type Calibration } from "../src/audit/calibrate/compare.js";
import { viewOfScorecard, viewOfScoreTable, type ExpertView } from "../src/audit/calibrate/reference.js";
import { loadInput } from "../src/model/read-input.js";
import { defaultRubric } from "../src/rubric/load.js";
import { scoreScorecard } from "../src/score/score.js";

const { values } = parseArgs({ options: { reference: { type: "string" }, repo: { type: "string" }, commit: { type: "string" }, list: { type: "string" }, json: { type: "boolean" }, cache: { type: "string" }, rejudge: { type: "boolean" }, cells: { type: "boolean" }, redetect: { type: "string" }, save: { type: "boolean" }, dump: { type: "string" } } });
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

async function examination(reference: string, repo: string, expert: ExpertView, commit?: string): Promise<{ exam: Examination; atHead: boolean }> {
  const cached = values.cache ? join(values.cache, `${basename(reference).replace(/\.[^.]+$/, "")}.json`) : undefined;
  if (values.rejudge || values.redetect) {
    if (!cached || !existsSync(cached)) throw new Error(`no kept examination${cached ? ` at ${cached}` : " (--rejudge and --redetect need --cache DIR)"}`);
    const kept = JSON.parse(readFileSync(cached, "utf8")) as { exam: Examination; atHead: boolean };
    if (!values.redetect) return kept;
    const ids = values.redetect.split(",");
    const detectors = DETECTORS.filter((d) => ids.includes(d.id));
    const unknown = ids.filter((id) => id !== "none" && !DETECTORS.some((d) => d.id === id));
    if (unknown.length) throw new Error(`--redetect: no detector ${unknown.join(", ")}`);
    const options = { commit: kept.exam.commit, ...(kept.exam.subpath ? { subpath: kept.exam.subpath } : {}), detectors, kept: kept.exam.findings };
    const redone = { exam: await examineRepository(repo, options), atHead: kept.atHead };
    // Why --save: later --rejudge and --redetect runs then start from the changed detector's findings.
    if (values.save) writeFileSync(cached, JSON.stringify(redone));
    return redone;
  }
  const at = commit ?? (hasCommit(repo, expert.commit) ? expert.commit : undefined);
  const kept = { exam: await examineRepository(repo, { ...(at ? { commit: at } : {}), ...(expert.subpath ? { subpath: expert.subpath } : {}) }), atHead: !at };
  if (cached) (mkdirSync(values.cache!, { recursive: true }), writeFileSync(cached, JSON.stringify(kept)));
  return kept;
}

const dumped: string[] = [];

/** One review's comparison as data, with the rule behind each counted audit level (the `--dump` line). */
function dumpLine(reference: string, audit: ReturnType<typeof draftScorecard>, result: Calibration): string {
  const counted = new Map(scoreScorecard(rubric, audit.card).criteria.map((c) => [c.id, c.counted]));
  const rules = Object.fromEntries(
    audit.judged.map((j) => {
      const params = counted.get(j.id) === "alt" ? j.alt?.parameters : j.parameters;
      return [j.id, params ? Object.fromEntries(Object.entries(params).map(([p, v]) => [p, `L${v.level} ${v.because}`])) : "SA"];
    }),
  );
  const found = audit.findings.filter((f) => f.outcome === "found").map((f) => f.detector);
  return JSON.stringify({ reference: basename(reference), kind: audit.profile.kind, total: result.total, caps: result.caps, rows: result.rows, rules, found });
}

async function calibrate(reference: string, repo: string, commit?: string): Promise<{ name: string; atHead: boolean; result: Calibration }> {
  const expert = loadReference(reference);
  const { exam, atHead } = await examination(reference, repo, expert, commit);
  const audit = draftScorecard(exam, rubric, expert.date);
  const result = compareWithExpert(rubric, expert, audit.card);
  if (values.dump) dumped.push(dumpLine(reference, audit, result));
  return { name: expert.name, atHead, result };
}

/** Agreement per criterion and parameter, and each cap's tally, over many reviews. */
function cellReport(results: Calibration[]): string[] {
  const dims = ["S", "C", "D", "B"];
  const same = new Map<string, number>();
  const caps = new Map<string, { agreed: number; missed: number; extra: number }>();
  for (const r of results) {
    for (const row of r.rows) {
      const e = row.expert.split(" ");
      const a = row.audit.split(" ");
      dims.forEach((d, i) => same.set(`${row.id} ${d}`, (same.get(`${row.id} ${d}`) ?? 0) + (e[i] === a[i] ? 1 : 0)));
    }
    for (const k of ["agreed", "missed", "extra"] as const) {
      for (const c of r.caps[k]) {
        const t = caps.get(c) ?? { agreed: 0, missed: 0, extra: 0 };
        t[k]++;
        caps.set(c, t);
      }
    }
  }
  // Why: confidence is only worth showing if the levels it calls low miss more often than those it calls high.
  const byConfidence = new Map<string, { same: number; cells: number }>();
  for (const row of results.flatMap((r) => r.rows)) {
    const t = byConfidence.get(row.confidence) ?? { same: 0, cells: 0 };
    byConfidence.set(row.confidence, { same: t.same + row.same, cells: t.cells + 4 });
  }
  const confidenceLine = ["high", "medium", "low"].filter((c) => byConfidence.has(c)).map((c) => {
    const t = byConfidence.get(c)!;
    return `${c} ${t.same}/${t.cells} (${((100 * t.same) / t.cells).toFixed(1)}%)`;
  });
  const ids = [...new Set(results.flatMap((r) => r.rows.map((row) => row.id)))];
  const lines = ids.map((id) => `${id.padEnd(4)} ${dims.map((d) => `${d} ${String(same.get(`${id} ${d}`) ?? 0).padStart(3)}/${results.length}`).join("  ")}`);
  const sorted = [...caps.entries()].sort((a, b) => b[1].missed + b[1].extra - (a[1].missed + a[1].extra) || a[0].localeCompare(b[0]));
  return ["", "exact levels per criterion and parameter:", ...lines, "", `exact levels by the audit's confidence: ${confidenceLine.join(", ")}`, "", "caps (agreed / missed / extra):", ...sorted.map(([c, t]) => `${c.padEnd(18)} ${t.agreed} / ${t.missed} / ${t.extra}`)];
}

if (values.list) {
  const pairs = readFileSync(values.list, "utf8").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#")).map((l) => l.split("\t"));
  let exact = 0;
  let cells = 0;
  const deltas: number[] = [];
  const caps = { agreed: 0, missed: 0, extra: 0 };
  const results: Calibration[] = [];
  for (const [reference, repo, commit] of pairs) {
    // Why go on: one review that cannot be compared (a refused tree, a missing examination) says nothing of the rest.
    const done = await calibrate(reference!, repo!, commit).catch((e: Error) => (console.log(`${reference}: not compared: ${e.message.split("\n")[0]}`), null));
    if (!done) continue;
    const { name, atHead, result } = done;
    results.push(result);
    exact += result.exact;
    cells += result.cells;
    deltas.push(Math.abs(result.total.difference));
    for (const k of ["agreed", "missed", "extra"] as const) caps[k] += result.caps[k].length;
    console.log(`${name}${atHead ? " [HEAD]" : ""}: exact ${result.exact}/40, total ${result.total.audit.toFixed(1)} vs ${result.total.expert.toFixed(1)}, caps missed [${result.caps.missed.join(", ")}] extra [${result.caps.extra.join(", ")}]`);
  }
  const within = deltas.filter((d) => d <= 1.0 + 1e-9).length;
  console.log(`\n${results.length} reviews: exact agreement ${exact}/${cells} (${((100 * exact) / Math.max(cells, 1)).toFixed(1)}%), mean |Δtotal| ${(deltas.reduce((s, d) => s + d, 0) / Math.max(deltas.length, 1)).toFixed(2)}, within ±1.0: ${within}/${deltas.length}, caps agreed ${caps.agreed} missed ${caps.missed} extra ${caps.extra}`);
  if (values.cells) console.log(cellReport(results).join("\n"));
  if (values.dump) writeFileSync(values.dump, dumped.map((l) => `${l}\n`).join(""));
} else if (values.reference && values.repo) {
  const { name, atHead, result } = await calibrate(values.reference, values.repo, values.commit);
  console.log(values.json ? JSON.stringify({ ...result, atHead }) : formatCalibration(atHead ? `${name} (reviewed commit not in the repository; audited HEAD)` : name, result));
} else {
  console.error("usage: npm run calibrate -- --reference <report.md|scorecard.json|entry.json|score-table.md> --repo <path> [--commit SHA] [--json] | --list pairs.tsv");
  process.exit(2);
}
