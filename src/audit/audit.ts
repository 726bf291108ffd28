import type { Scorecard } from "../model/scorecard.js";
import { validateScorecard } from "../model/validate.js";
import type { Rubric } from "../rubric/load.js";
import { InputError } from "../util/errors.js";
import { assembleScorecard } from "./assemble.js";
import { DETECTORS } from "./detectors/index.js";
import type { Detector, DetectorContext, Finding, InventoryItem } from "./finding.js";
import { shippedCodeFiles } from "./files.js";
import { judge, type JudgedCriterion } from "./judge/judge.js";
import { loadJudgeRules } from "./judge/load-rules.js";
import { readMetadata, type ProjectMetadata } from "./metadata.js";
import { buildProfile, foundLookup, type Profile } from "./profile.js";
import { openSource } from "./source.js";

/** Options for an audit; the date is an input so the same commit always gives the same output. */
export interface AuditOptions {
  commit?: string;
  date?: string;
  subpath?: string;
  configPath?: string;
  meta?: Partial<ProjectMetadata>;
  progress?: (message: string) => void;
  detectors?: readonly Detector[];
  /** Findings kept from an earlier examination: detectors not in `detectors` answer with these (calibration re-runs). */
  kept?: readonly Finding[];
}

/** What an audit produced: the scorecard and the trail that led to it. */
export interface AuditResult {
  card: Scorecard;
  findings: Finding[];
  profile: Profile;
  judged: JudgedCriterion[];
  inventory: InventoryItem[];
  warnings: string[];
}

const CONCURRENCY = 4;
/** Runs every detector; one that throws answers `error` and never stops the others. */
export async function runDetectors(ctx: DetectorContext, detectors: readonly Detector[], progress?: (m: string) => void): Promise<Finding[]> {
  const results: Finding[] = new Array(detectors.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < detectors.length) {
      const i = next++;
      const d = detectors[i]!;
      try {
        results[i] = await d.run(ctx);
      } catch (e) {
        results[i] = { detector: d.id, question: d.question, outcome: "error", evidence: [], items: [], error: (e as Error).message.split("\n")[0] ?? "failed" };
      }
      done++;
      if (progress && done % 10 === 0) progress(`detectors: ${done}/${detectors.length}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

function inferredParameters(judged: JudgedCriterion[]): string[] {
  return judged.flatMap((j) => (j.parameters ? Object.entries(j.parameters).filter(([, p]) => p.status === "inferred").map(([d]) => `${j.id} ${d}`) : []));
}

/**
 * What reading a repository established, before any judgement: the findings, the profile and the facts the report
 * needs. Plain data, so a calibration can keep it and re-judge with changed rules without reading the tree again.
 */
export interface Examination {
  commit: string;
  subpath: string | null;
  scope: string[];
  findings: Finding[];
  profile: Profile;
  meta: ProjectMetadata;
  configPath?: string;
}

function limitationsFor(exam: Examination, judged: JudgedCriterion[]): string[] {
  const { findings, profile, meta, configPath } = exam;
  const out = [
    "Static source review of the pinned commit only; nothing was executed, installed, or probed.",
    "Automated draft by didscore: levels come from detector findings through the judge's rules (rubric/judge.yaml); parameters marked inferred rest on what such projects usually do and were not read line by line, so a reviewer should confirm them.",
    `Judged as a ${profile.kind}: ${profile.kindReason}.`,
    "Tests, examples and documentation were left out when establishing defaults.",
  ];
  if (exam.scope.length > 1) {
    const deps = exam.scope.filter((d) => d !== exam.subpath);
    out.push(`Besides ${exam.subpath}, the ${deps.length} local package folder(s) it is built from were read (project references, workspace and path dependencies): ${deps.slice(0, 10).join(", ")}${deps.length > 10 ? ", …" : ""}.`);
  }
  if (configPath) out.push(`Scored configuration chosen by the operator: ${configPath}.`);
  if (meta.repoUrlFrom) out.push(`The repository has no origin remote; the permalinks use the URL its own ${meta.repoUrlFrom} declares (${meta.repoUrl}), which --repo-url overrides.`);
  else if (meta.repoUrl.startsWith("https://localhost/")) out.push(`The repository has no origin remote and its manifests declare no repository URL, so the permalinks use a placeholder (${meta.repoUrl}); give the real one with --repo-url.`);
  const inferred = inferredParameters(judged);
  if (inferred.length) out.push(`Not confirmed line by line (marked inferred, at most L2): ${inferred.join(", ")}; these are the questions a reviewer should answer first.`);
  if (profile.unreadLanguages.length) out.push(`Code in ${profile.unreadLanguages.join(", ")} was not examined (the reviewer reads TypeScript/JavaScript, Python, Go, Rust, Java, Kotlin, C# and C/C++).`);
  if (profile.mostlyUnread) out.push("Most of the shipped code is in languages the reviewer does not read, so no criterion was scored as structurally absent: a search that finds nothing in code it cannot read proves nothing.");
  if (profile.toolsElsewhere) out.push("The server's tools are registered in a dependency it starts, whose code is not in this repository and was not examined; no criterion was scored as structurally absent, since a search here cannot show what that code does.");
  const found = (id: string) => findings.some((f) => f.detector === id && f.outcome === "found");
  if (!found("model-client") && !found("mcp-server") && !found("model-tool-calling")) {
    out.push("No language-model client, tool-calling API or MCP server registration was found in the code the reviewer reads; if this project is an agent, how it calls a model was not seen, and its structural-absence ratings rest on that.");
  }
  const steering = findings.find((f) => f.detector === "reviewer-steering-text" && f.outcome === "found");
  if (steering) {
    const where = steering.items.slice(0, 3).map((i) => `${i.path}:${i.line}`).join(", ");
    out.push(`Text addressing AI reviewers was found (${where}); it was treated as data and not obeyed.`);
  } else {
    out.push("No text addressing AI reviewers was found in the repository's documentation.");
  }
  for (const f of findings.filter((x) => x.outcome === "error")) {
    out.push(`Detector ${f.detector} failed (${f.error}); its question was left unanswered and the levels that depend on it were rated as if nothing was found.`);
  }
  return out;
}

/** Kept findings with the fresh ones in their place, in the kept order (new detectors last). */
function mergeFindings(kept: readonly Finding[], fresh: Finding[]): Finding[] {
  const byId = new Map(fresh.map((f) => [f.detector, f]));
  const merged = kept.map((f) => byId.get(f.detector) ?? f);
  return [...merged, ...fresh.filter((f) => !kept.some((k) => k.detector === f.detector))];
}

/** Reads a repository at a commit and runs every detector. Never executes the repository's code. */
export async function examineRepository(repoPath: string, options: AuditOptions = {}): Promise<Examination> {
  const progress = options.progress ?? (() => {});
  progress("reading the tree at the commit");
  const source = await openSource(repoPath, options.commit, options.subpath ?? null);
  try {
    // Why refuse: with no shipped code to read, every negative search passes vacuously, so the draft would claim
    // structural absence, and a score, for a program it never saw (an archived repository, a docs-only mirror).
    if (shippedCodeFiles(source).length === 0) {
      throw new InputError(`${repoPath}: no shipped source code in a language the reviewer reads at commit ${source.commit.slice(0, 12)} (only tests, examples, docs or other files); nothing to audit`);
    }
    const detectors = options.detectors ?? DETECTORS;
    const fresh = await runDetectors({ source, ...(options.configPath ? { configPath: options.configPath } : {}) }, detectors, progress);
    const findings = options.kept ? mergeFindings(options.kept, fresh) : fresh;
    const profile = buildProfile(source, foundLookup(findings));
    const meta = readMetadata(source, repoPath, options.meta);
    return { commit: source.commit, subpath: source.subpath, scope: source.scope, findings, profile, meta, ...(options.configPath ? { configPath: options.configPath } : {}) };
  } finally {
    await source.dispose();
  }
}

/** Judges an examination with the judge's rules and drafts the scorecard, validated against the method. */
export function draftScorecard(exam: Examination, rubric: Rubric, date?: string): AuditResult {
  const byId = new Map(exam.findings.map((f) => [f.detector, f]));
  const judged = judge(rubric, loadJudgeRules(), { findings: byId, profile: exam.profile });
  const card = assembleScorecard({
    rubric,
    judged,
    findings: byId,
    profile: exam.profile,
    meta: exam.meta,
    commit: exam.commit,
    date: date ?? exam.meta.commitDate,
    subpath: exam.subpath,
    limitations: limitationsFor(exam, judged),
  });
  const v = validateScorecard(card, rubric, "authored");
  if (!v.card) throw new Error(`the drafted scorecard breaks method rules (a bug in the judge rules): ${v.errors.join("; ")}`);
  const inventory = exam.findings.flatMap((f) => f.items).sort((a, b) => a.kind.localeCompare(b.kind) || a.path.localeCompare(b.path) || a.line - b.line);
  return { card: v.card, findings: exam.findings, profile: exam.profile, judged, inventory, warnings: v.warnings };
}

/** Audits a repository at a commit: inventory, detectors, judge, scorecard. Never executes the repository's code. */
export async function auditRepository(repoPath: string, rubric: Rubric, options: AuditOptions = {}): Promise<AuditResult> {
  const exam = await examineRepository(repoPath, options);
  options.progress?.(`judging as a ${exam.profile.kind}`);
  return draftScorecard(exam, rubric, options.date);
}

/** Builds only the inventory (the method's step 3) without judging. */
export async function inventoryRepository(repoPath: string, options: { commit?: string; subpath?: string } = {}): Promise<{ commit: string; profile: Profile; findings: Finding[]; inventory: InventoryItem[] }> {
  const source = await openSource(repoPath, options.commit, options.subpath ?? null);
  try {
    const findings = await runDetectors({ source }, DETECTORS);
    const profile = buildProfile(source, foundLookup(findings));
    const inventory = findings.flatMap((f) => f.items).sort((a, b) => a.kind.localeCompare(b.kind) || a.path.localeCompare(b.path) || a.line - b.line);
    return { commit: source.commit, profile, findings, inventory };
  } finally {
    await source.dispose();
  }
}
