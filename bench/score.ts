// Throughput of the calculator: reference reports imported, scored and rendered per second on one core,
// against a baseline of only reading and splitting the same text in the same process.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { importReport } from "../src/import/report.js";
import { validateScorecard } from "../src/model/validate.js";
import { defaultRubric } from "../src/rubric/load.js";
import { renderEntry } from "../src/report/entry.js";
import { renderMarkdown } from "../src/report/markdown.js";
import { scoreScorecard } from "../src/score/score.js";

const shared = resolve(process.argv[2] ?? "../shared");
const files = [
  join(shared, "reference", "000_05fe635618338d72.txt"),
  join(shared, "reference", "002_c3dee3a347e0c100.txt"),
  ...readdirSync(join(shared, "reference", "corpus")).map((f) => join(shared, "reference", "corpus", f)),
];
const texts = files.map((f) => readFileSync(f, "utf8"));
const rubric = defaultRubric();

function timeLoop(seconds: number, body: (text: string, file: string) => void): number {
  const end = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < end) {
    const i = n % texts.length;
    body(texts[i]!, files[i]!);
    n++;
  }
  return n / seconds;
}

let sink = 0;
const baseline = timeLoop(2, (text) => {
  sink += text.split("\n").length;
});
const scored = (text: string, file: string) => scoreScorecard(rubric, validateScorecard(importReport(text, file, rubric).card, rubric, "imported").card!);
const full = timeLoop(4, (text, file) => {
  sink += renderMarkdown(scored(text, file)).length;
});
const withEntry = timeLoop(4, (text, file) => {
  const report = scored(text, file);
  sink += renderMarkdown(report).length + renderEntry(report).length;
});
console.log(`reports: ${files.length} distinct (${Math.round(texts.reduce((s, t) => s + t.length, 0) / texts.length / 1024)} KiB each on average)`);
console.log(`import + validate + score + render md: ${full.toFixed(0)} reports/s on one core (target ≥ 1000)`);
console.log(`… and the entry JSON as well: ${withEntry.toFixed(0)} reports/s`);
console.log(`baseline (read + split lines only): ${baseline.toFixed(0)} reports/s; ratio ${(baseline / full).toFixed(1)}× the baseline cost`);
if (sink < 0) console.log(sink);
