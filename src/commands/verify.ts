import type { Command } from "commander";
import { EvidenceError } from "../evidence/errors.js";
import { applyReanchor, reanchorEvidence } from "../evidence/reanchor.js";
import { formatReanchorResults } from "../evidence/reanchor-format.js";
import { openRepository, type Repository } from "../evidence/repository.js";
import { collectEvidence, replaceEvidence, type PlacedEvidence } from "../evidence/scorecard-evidence.js";
import { checkSeverity, verifyEvidence, type VerifyResult } from "../evidence/verify.js";
import { formatVerifyResults } from "../evidence/verify-format.js";
import { loadInput } from "../model/read-input.js";
import type { Scorecard } from "../model/scorecard.js";
import { defaultRubric } from "../rubric/load.js";
import { InputError, RuleError } from "../util/errors.js";
import { emit, serializeScorecard } from "./output.js";

interface VerifyOptions {
  repo: string;
  commit?: string;
  json?: boolean;
  at?: string;
  write?: string;
}

/**
 * Open the repository, run `fn`, always close it. Repository problems (missing path, not git,
 * unknown commit, git failing) become one-line input errors, exit 2.
 */
export async function withRepository<T>(path: string, commit: string | undefined, fn: (repo: Repository) => Promise<T>): Promise<T> {
  let repo: Repository | undefined;
  try {
    repo = await openRepository(path, commit ? { commit } : {});
    return await fn(repo);
  } catch (e) {
    if (e instanceof EvidenceError) throw new InputError(e.message);
    throw e;
  } finally {
    await repo?.close();
  }
}

/** Check every evidence item of a scorecard at its pinned commit in a repository. */
export function verifyScorecard(card: Scorecard, repoPath: string, commit?: string): Promise<VerifyResult> {
  return withRepository(repoPath, commit, (repo) => verifyEvidence(collectEvidence(card), { repo, commit: card.pinned_commit }));
}

/**
 * For `score`/`render --repo`: verify the evidence first and refuse (RuleError, exit 1, one line
 * per failing item) when the commit is missing or an item fails. Items that could not be checked
 * (a pipeline, a binary file) are warnings, as the method's calculator checks only plain searches.
 */
export async function requireVerifiedEvidence(file: string, card: Scorecard, repoPath: string, commit: string | undefined, verb: string): Promise<void> {
  const result = await verifyScorecard(card, repoPath, commit);
  const { json } = formatVerifyResults(result);
  const at = result.commit.slice(0, 12);
  if (!json.commitFound) {
    throw new RuleError(`${file}: commit-missing: pinned commit ${result.commit} is not in ${repoPath}; not ${verb} (--no-verify skips the check)`);
  }
  const failed = json.problems.filter((p) => p.severity === "failed");
  if (failed.length > 0) {
    const head = `${file}: ${failed.length} evidence item${failed.length === 1 ? "" : "s"} failed at ${at} in ${repoPath}; not ${verb} (--no-verify skips the check)`;
    throw new RuleError(head, [head, ...failed.map((p) => `${file}: ${p.where}: ${p.kind}: ${p.message}`)]);
  }
  for (const p of json.problems) process.stderr.write(`warning: ${p.where}: ${p.kind}: ${p.message}\n`);
  if (!result.headMatches) process.stderr.write(`warning: HEAD of ${repoPath} is not ${result.commit} (evidence checked at the pinned commit)\n`);
  process.stderr.write(`${file}: ${json.ok} evidence item${json.ok === 1 ? "" : "s"} verified at ${at}\n`);
}

async function verifyAction(file: string, o: VerifyOptions): Promise<void> {
  if (o.write && !o.at) throw new InputError("--write needs --at <newer-commit> (it writes the re-anchored scorecard)");
  const { card } = loadInput(file, defaultRubric());
  const items = collectEvidence(card);
  await withRepository(o.repo, o.commit, async (repo) => {
    if (o.commit && repo.kind !== "plain") process.stderr.write(`warning: --commit is for a plain directory; ${o.repo} is a git repository, so it is ignored\n`);
    if (o.at) return reanchorAction(file, card, items, repo, o.at, o);
    const result = await verifyEvidence(items, { repo, commit: card.pinned_commit });
    const { text, json } = formatVerifyResults(result);
    const searches = items.filter(({ item }) => "search" in item).length;
    if (o.json) emit(JSON.stringify({ input: file, repo: repo.path, items: items.length, ...json }, null, 2));
    else {
      const head = `${file}: ${items.length} evidence items (${items.length - searches} citations, ${searches} searches) at ${result.commit} in ${repo.path}`;
      const matches = result.headMatches ? [repo.kind === "plain" ? "the directory stands for the pinned commit" : "HEAD is the pinned commit"] : [];
      emit([head, ...matches, text].join("\n"));
    }
    // Why: "everything checks" means every item was checked and agreed; an item that could not be checked is not a pass.
    const clean = result.commitCheck === "ok" && result.items.every((r) => checkSeverity(r.kind) === "ok");
    if (!clean) process.exitCode = 1;
  });
}

async function reanchorAction(file: string, card: Scorecard, items: PlacedEvidence[], repo: Repository, at: string, o: VerifyOptions): Promise<void> {
  const from = await repo.resolveCommit(card.pinned_commit);
  if (from === null) {
    emit(`commit-missing: ${card.pinned_commit} is not in ${repo.path}; nothing to re-anchor from`);
    process.exitCode = 1;
    return;
  }
  const to = await repo.resolveCommit(at);
  if (to === null) throw new InputError(`--at: commit not found in ${repo.path}: ${at}`);
  const results = await reanchorEvidence(items, { repo, from, to });
  const { text, json } = formatReanchorResults(results, from, to);
  emit(o.json ? JSON.stringify({ input: file, repo: repo.path, ...json }, null, 2) : text);
  if (o.write) {
    const applied = applyReanchor(items, results);
    const moved = replaceEvidence(card, new Map(applied.items.map(({ where, item }) => [where, item])));
    emit(serializeScorecard({ ...moved, pinned_commit: to }, o.write), o.write);
    for (const n of applied.notes) process.stderr.write(`note: ${n.where}: ${n.note}\n`);
    process.stderr.write(`wrote ${o.write}: pinned_commit ${to}, ${applied.notes.length} note${applied.notes.length === 1 ? "" : "s"}\n`);
  }
  if (json.needsReview > 0) process.exitCode = 1;
}

/** Registers `verify`: check evidence at the pinned commit, or follow it to a newer one with --at. */
export function registerVerifyCommand(program: Command): void {
  program
    .command("verify <input>")
    .description("check every citation and search of a scorecard or report at its pinned commit; --at follows them to a newer commit")
    .requiredOption("--repo <path>", "a working clone, a bare git dir, or a plain directory (with --commit)")
    .option("--commit <sha>", "the commit a plain directory (no git) stands for")
    .option("--json", "print the result as JSON")
    .option("--at <commit>", "re-anchor every citation and re-run every search at this newer commit")
    .option("--write <file>", "with --at: write the re-anchored scorecard (.json, .yaml or .yml)")
    .action((file: string, o: VerifyOptions) => verifyAction(file, o));
}
