import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Command } from "commander";
import { auditRepository, inventoryRepository } from "../audit/audit.js";
import { defaultRubric } from "../rubric/load.js";
import { renderEntry } from "../report/entry.js";
import { renderMarkdown } from "../report/markdown.js";
import { renderSarif } from "../report/sarif.js";
import { renderSummary } from "../report/summary.js";
import { renderScoreTable } from "../report/table.js";
import { scoreScorecard } from "../score/score.js";
import { InputError, RuleError } from "../util/errors.js";
import { writeOutputFile } from "../util/write-output.js";
import { emit } from "./output.js";

const AUDIT_FORMATS = ["json", "md", "entry", "summary", "sarif"] as const;
const FILES: Record<(typeof AUDIT_FORMATS)[number], string> = { json: "scorecard.json", md: "report.md", entry: "entry.json", summary: "summary.txt", sarif: "report.sarif" };

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** A score out of 10 for --fail-under, one decimal at most, as the total is written. */
function parseThreshold(text: string): number {
  if (!/^(10(\.0)?|\d(\.\d)?)$/.test(text)) throw new InputError(`--fail-under takes a score from 0 to 10 with at most one decimal, got '${text}'`);
  return Number(text);
}

function parseFormats(text: string): Array<(typeof AUDIT_FORMATS)[number]> {
  const formats = text.split(",").map((f) => f.trim()).filter(Boolean);
  const bad = formats.find((f) => !(AUDIT_FORMATS as readonly string[]).includes(f));
  if (bad) throw new InputError(`--format takes ${AUDIT_FORMATS.join(", ")} (comma-separated), got '${bad}'`);
  return formats as Array<(typeof AUDIT_FORMATS)[number]>;
}

/** Registers `audit` (draft a verified scorecard from source) and `inventory` (the trust-boundary inventory). */
export function registerAuditCommands(program: Command): void {
  program
    .command("audit <repo>")
    .description("review a repository's source and draft a complete scorecard, report and entry (never runs its code)")
    .option("--commit <sha>", "commit to audit (default HEAD; required for a plain directory)")
    .option("--subpath <dir>", "directory to score inside a monorepo")
    .option("--config <path>", "repo-relative deployment file to score as the default configuration")
    .option("--date <YYYY-MM-DD>", "scored date (default: the commit's date), so output is reproducible")
    .option("--name <name>", "display name (default: from the remote or manifest)")
    .option("--repo-url <url>", "repository URL for permalinks (default: the origin remote)")
    .option("-o, --output <dir>", "write the outputs into this directory")
    .option("--format <list>", `outputs to write with -o: ${AUDIT_FORMATS.join(",")}`, "json,md,entry")
    .option("--quiet", "no progress on stderr")
    .option("--fail-under <score>", "exit 1 when the total is below this score (outputs are still written)")
    .option("--fail-on-critical", "exit 1 when the draft names any critical gap (outputs are still written)")
    .action(async (repo: string, o: { commit?: string; subpath?: string; config?: string; date?: string; name?: string; repoUrl?: string; output?: string; format: string; quiet?: boolean; failUnder?: string; failOnCritical?: boolean }) => {
      if (o.date !== undefined && !isCalendarDate(o.date)) throw new InputError(`--date must be a calendar date YYYY-MM-DD, got '${o.date}'`);
      const formats = parseFormats(o.format);
      const threshold = o.failUnder === undefined ? undefined : parseThreshold(o.failUnder);
      const rubric = defaultRubric();
      const result = await auditRepository(repo, rubric, {
        ...(o.commit ? { commit: o.commit } : {}),
        ...(o.subpath ? { subpath: o.subpath } : {}),
        ...(o.config ? { configPath: o.config } : {}),
        ...(o.date ? { date: o.date } : {}),
        meta: { ...(o.name ? { name: o.name } : {}), ...(o.repoUrl ? { repoUrl: o.repoUrl } : {}) },
        ...(o.quiet ? {} : { progress: (m: string) => process.stderr.write(`didscore: ${m}\n`) }),
      });
      const report = scoreScorecard(rubric, result.card);
      if (o.output) {
        const outputs: Record<(typeof AUDIT_FORMATS)[number], () => string> = {
          json: () => JSON.stringify(result.card, null, 2) + "\n",
          md: () => renderMarkdown(report),
          entry: () => renderEntry(report),
          summary: () => renderSummary(report) + "\n",
          sarif: () => renderSarif(report),
        };
        // Why render everything first: a failure must not leave some files written and others not.
        const rendered = formats.map((f) => [join(o.output!, FILES[f]), outputs[f]()] as const);
        mkdirSync(o.output, { recursive: true });
        for (const [file, text] of rendered) writeOutputFile(file, text);
      }
      emit(renderScoreTable(report) + "\n");
      // Why after the outputs: a CI job that fails the gate still keeps the report that says why.
      const failures = [
        ...(threshold !== undefined && report.total < threshold ? [`total ${report.total.toFixed(1)} is below --fail-under ${threshold.toFixed(1)}`] : []),
        ...(o.failOnCritical ? result.card.critical_findings.map((f) => `critical gap (${f.criterion}): ${f.summary}`) : []),
      ];
      if (failures.length) throw new RuleError(failures[0]!, failures);
    });

  program
    .command("inventory <repo>")
    .description("list the trust-boundary inventory: tools, interpretation points, credentials, ingestion, persistence, extensions, gates, logging, limits, deployment facts")
    .option("--commit <sha>", "commit to read (default HEAD; required for a plain directory)")
    .option("--subpath <dir>", "directory inside a monorepo")
    .option("--json", "print JSON")
    .action(async (repo: string, o: { commit?: string; subpath?: string; json?: boolean }) => {
      const inv = await inventoryRepository(repo, { ...(o.commit ? { commit: o.commit } : {}), ...(o.subpath ? { subpath: o.subpath } : {}) });
      if (o.json) {
        emit(JSON.stringify({ commit: inv.commit, profile: inv.profile, findings: inv.findings.map(({ items: _i, ...f }) => f), inventory: inv.inventory }, null, 2) + "\n");
        return;
      }
      const lines = [`commit ${inv.commit} · judged as a ${inv.profile.kind} (${inv.profile.kindReason})`];
      // Why one line per place: two detectors that answer from the same line (a permission check that is also part of
      // the authorization layer) name it once, with both.
      const places: Array<{ kind: string; at: string; detectors: string[]; snippet: string }> = [];
      for (const item of inv.inventory) {
        const at = `${item.path}:${item.line}`;
        const previous = places.at(-1);
        if (previous?.kind === item.kind && previous.at === at) previous.detectors.push(item.detector);
        else places.push({ kind: item.kind, at, detectors: [item.detector], snippet: item.snippet });
      }
      let kind = "";
      for (const place of places) {
        if (place.kind !== kind) lines.push("", `## ${(kind = place.kind)}`);
        lines.push(`${place.at}  [${place.detectors.join(", ")}]  ${place.snippet.slice(0, 140)}`);
      }
      emit(lines.join("\n") + "\n");
    });
}
