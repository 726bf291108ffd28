import type { Command } from "commander";
import { loadInput } from "../model/read-input.js";
import { exampleScorecard } from "../model/example.js";
import type { Scorecard } from "../model/scorecard.js";
import { buildCatalog } from "../rubric/catalog.js";
import { defaultRubric } from "../rubric/load.js";
import { renderEntry } from "../report/entry.js";
import { renderMarkdown } from "../report/markdown.js";
import { renderSarif } from "../report/sarif.js";
import { renderSummary } from "../report/summary.js";
import { renderScoreTable } from "../report/table.js";
import { checkStatedNumbers } from "../score/check.js";
import { scoreScorecard } from "../score/score.js";
import type { ScoredReport } from "../score/types.js";
import { InputError, RuleError } from "../util/errors.js";
import { emit, printWarnings, serializeScorecard } from "./output.js";
import { requireVerifiedEvidence } from "./verify.js";

const FORMATS = ["md", "summary", "entry", "table", "json", "sarif"] as const;
type Format = (typeof FORMATS)[number];

/** Renders a scored report in one of the output formats. */
export function renderAs(format: Format, r: ScoredReport, style?: "a" | "b"): string {
  switch (format) {
    case "md":
      return renderMarkdown(r, style);
    case "summary":
      return renderSummary(r);
    case "entry":
      return renderEntry(r);
    case "table":
      return renderScoreTable(r, { standalone: true, ...(style ? { style } : {}) }) + "\n";
    case "json":
      return JSON.stringify(scoredJson(r), null, 2) + "\n";
    case "sarif":
      return renderSarif(r);
  }
}

/** The scored model as JSON: the entry plus gains after caps and the points behind every number. */
export function scoredJson(r: ScoredReport): Record<string, unknown> {
  return {
    total: r.total,
    band: r.band,
    applicable: r.applicable,
    criteria: r.criteria.map((c) => ({
      id: c.id,
      status: c.status,
      counted: c.counted,
      score: c.score,
      cap: c.cap,
      confidence: c.confidence,
      mechanisms: c.mechanisms.map((m) => ({ kind: m.kind, label: m.label, points: m.points, raw: m.raw, cap: m.cap, score: m.score, levels: Object.fromEntries(Object.values(m.parameters).map((p) => [p.id, p.sa ? "SA" : p.level])) })),
    })),
    fixes: r.fixes.map((f) => ({ criterion: f.criterion, parameter: f.parameter, from_level: f.from_level, to_level: f.to_level, gain_before_caps: f.gainBeforeCaps, gain_after_caps: f.gainAfterCaps })),
  };
}

/** `--repo`, `--commit` and `--no-verify` as score and render take them. */
interface EvidenceOptions {
  repo?: string;
  commit?: string;
  verify: boolean;
}

const REPO_HELP = "verify every citation and search at the pinned commit in this repository first; refuse when one fails";
const COMMIT_HELP = "with --repo: the commit a plain directory (no git) stands for";
const NO_VERIFY_HELP = "with --repo: skip the evidence check";

/** Verifies the evidence when --repo is given (unless --no-verify); without --repo nothing happens. */
async function checkEvidence(file: string, card: Scorecard, o: EvidenceOptions, verb: string): Promise<void> {
  if (o.repo === undefined) {
    if (o.commit !== undefined) throw new InputError("--commit needs --repo (it names the commit a plain directory stands for)");
    return;
  }
  if (o.verify) await requireVerifiedEvidence(file, card, o.repo, o.commit, verb);
  else process.stderr.write(`${file}: evidence not verified (--no-verify)\n`);
}

function load(file: string) {
  const rubric = defaultRubric();
  const input = loadInput(file, rubric);
  printWarnings(input.warnings);
  return { input, report: scoreScorecard(rubric, input.card) };
}

/** Registers example, validate, score, render, import and catalog. */
export function registerCalculatorCommands(program: Command): void {
  program
    .command("example")
    .description("print an authoring template scorecard")
    .option("--yaml", "print YAML instead of JSON")
    .action((o: { yaml?: boolean }) => emit(serializeScorecard(exampleScorecard(), o.yaml ? "x.yaml" : undefined)));

  program
    .command("validate <scorecard>")
    .description("check a scorecard (or report) against the method's rules")
    .action((file: string) => {
      const { input } = load(file);
      emit(`${file}: valid ${input.kind} (${input.warnings.length} warning${input.warnings.length === 1 ? "" : "s"})`);
    });

  program
    .command("score <input>")
    .description("print the score table of a scorecard or report")
    .option("--json", "print the scored model as JSON")
    .option("--check", "compare every number a report states with the recomputed ones")
    .option("--repo <path>", REPO_HELP)
    .option("--commit <sha>", COMMIT_HELP)
    .option("--no-verify", NO_VERIFY_HELP)
    .action(async (file: string, o: { json?: boolean; check?: boolean } & EvidenceOptions) => {
      const { input, report } = load(file);
      await checkEvidence(file, input.card, o, "scored");
      if (o.check) {
        if (!input.stated) throw new InputError(`${file}: --check needs a Markdown report (a scorecard states no numbers)`);
        const mismatches = checkStatedNumbers(input.stated, report);
        if (mismatches.length) {
          const lines = mismatches.map((m) => `${file}:${m.line}: ${m.criterion} ${m.field}: stated ${m.stated}, computed ${m.computed}`);
          throw new RuleError(lines[0]!, lines);
        }
      }
      emit(renderAs(o.json ? "json" : "table", report));
      if (o.check) process.stderr.write(`${file}: every stated number matches the recomputation\n`);
    });

  program
    .command("render <input>")
    .description("render a scorecard or report; numbers are always recomputed")
    .option("--format <format>", `one of ${FORMATS.join(", ")}`, "md")
    .option("--style <style>", "report variant: a (newer) or b (older); default: the input's own")
    .option("-o, --output <file>", "write to a file instead of stdout")
    .option("--repo <path>", REPO_HELP)
    .option("--commit <sha>", COMMIT_HELP)
    .option("--no-verify", NO_VERIFY_HELP)
    .action(async (file: string, o: { format: string; style?: string; output?: string } & EvidenceOptions) => {
      if (!(FORMATS as readonly string[]).includes(o.format)) throw new InputError(`--format must be one of ${FORMATS.join(", ")}, got '${o.format}'`);
      if (o.style !== undefined && o.style !== "a" && o.style !== "b") throw new InputError(`--style must be a or b, got '${o.style}'`);
      const { input, report } = load(file);
      await checkEvidence(file, input.card, o, "rendered");
      emit(renderAs(o.format as Format, report, o.style as "a" | "b" | undefined), o.output);
    });

  program
    .command("import <report>")
    .description("turn a Markdown report into a scorecard (.json or .yaml)")
    .requiredOption("-o, --output <file>", "scorecard file to write (.json, .yaml or .yml)")
    .action((file: string, o: { output: string }) => {
      const { input } = load(file);
      emit(serializeScorecard(input.card, o.output), o.output);
    });

  program
    .command("catalog")
    .description("print the method (criteria, anchors, caps, bands, threat codes) as JSON")
    .action(() => emit(JSON.stringify(buildCatalog(defaultRubric()), null, 2) + "\n"));
}
