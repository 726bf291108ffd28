import type { EvidenceItem } from "../model/evidence.js";
import {
  CRITERION_IDS,
  type Cap,
  type Criterion,
  type CriterionId,
  type Fix,
  type Parameter,
  type ParameterId,
  type Parameters,
  type ReauditEntry,
  type Scorecard,
  type StyleMix,
  type SurfaceKey,
} from "../model/scorecard.js";
import type { Rubric } from "../rubric/load.js";
import { InputError, RuleError } from "../util/errors.js";
import { parseEvidenceList, splitFindingAndEvidence } from "./evidence.js";
import type { StatedNumbers } from "./stated.js";
import { detectStyle, styleMix, titleName, TITLE_FORM } from "./style.js";

/** What an imported report yields: the scorecard, the numbers it stated, and rule breaches kept as warnings. */
export interface ImportedReport {
  card: Scorecard;
  stated: StatedNumbers;
  warnings: string[];
}

/** The header line naming the repository, optional subpath, commit, optional version and review date. */
export const REPO_LINE =
  /^\*\*Repo:\*\* (\S+)(?: \(`([^`]+)`\))? · \*\*Commit:\*\* `([0-9a-f]{40})`(?: \((.+?)\))? · \*\*Reviewed:\*\* (\d{4}-\d{2}-\d{2})$/;
const SECTION_ORDER = ["Critical gaps", "Criterion details", "Rule-of-Two check", "Highest-impact improvements", "Re-audit log", "Limitations"];

/** Reads a report line by line, every error naming the file and line. */
class Cursor {
  i = 0;
  constructor(
    readonly file: string,
    readonly lines: string[],
  ) {}
  get line(): number {
    return this.i + 1;
  }
  peek(): string | undefined {
    return this.lines[this.i];
  }
  next(): string {
    const l = this.lines[this.i];
    if (l === undefined) throw this.fail("report ends early (truncated?)");
    this.i++;
    return l;
  }
  done(): boolean {
    return this.i >= this.lines.length;
  }
  skipBlank(): void {
    while (!this.done() && this.peek()!.trim() === "") this.i++;
  }
  expect(re: RegExp, what: string): RegExpExecArray {
    this.skipBlank();
    const at = this.line;
    const l = this.next();
    const m = re.exec(l);
    if (!m) throw new InputError(`${this.file}:${at}: expected ${what}, found "${l.slice(0, 80)}"`);
    return m;
  }
  fail(message: string, line = this.line): InputError {
    return new InputError(`${this.file}:${line}: ${message}`);
  }
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

/** A deterministic id for an imported report: the repository name, plus the subpath when there is one. */
export function importedId(repoUrl: string, subpath: string | null): string {
  const name = repoUrl.replace(/\.git$/, "").replace(/\/+$/, "").split("/").pop() ?? "agent";
  return slug(subpath ? `${name}-${subpath}` : name) || "agent";
}

interface Ctx {
  cur: Cursor;
  rubric: Rubric;
  style: StyleMix;
  stated: StatedNumbers;
  warnings: string[];
}

function parseEvidence(ctx: Ctx, text: string, line: number): EvidenceItem[] {
  try {
    return parseEvidenceList(text);
  } catch (e) {
    throw ctx.cur.fail((e as Error).message, line);
  }
}

function parseHeader(ctx: Ctx): Omit<Scorecard, "criteria" | "critical_findings" | "rule_of_two" | "fixes" | "reaudit_log" | "limitations" | "headline"> {
  const { cur, rubric } = ctx;
  const first = cur.next();
  const name = titleName(first);
  if (!name) throw cur.fail(`expected the title ${TITLE_FORM}`, 1);
  const repo = cur.expect(REPO_LINE, "the **Repo:** · **Commit:** · **Reviewed:** line");
  const description = cur.expect(/^\*\*What it is:\*\* (.*)$/, "**What it is:**")[1]!;
  cur.skipBlank();
  const categoryLine = cur.line;
  const categoryLabel = cur.expect(/^\*\*Category:\*\* (.*)$/, "**Category:**")[1]!;
  const category = rubric.method.categories.find((c) => c.label === categoryLabel || c.id === categoryLabel);
  if (!category) throw new RuleError(`${cur.file}:${categoryLine}: unknown category "${categoryLabel}"`);
  const configuration = cur.expect(/^\*\*Scored configuration:\*\* (.*)$/, "**Scored configuration:**")[1]!;
  cur.skipBlank();
  const surfaceLine = cur.line;
  const surfaceText = cur.expect(/^\*\*Agent surface \(default\):\*\* (.*)$/, "**Agent surface (default):**")[1]!;
  const profile = {} as Record<SurfaceKey, "yes" | "no" | "opt_in">;
  for (const part of surfaceText.split(" · ")) {
    const m = /^(.+) (yes|no|opt-in)$/.exec(part);
    const key = m && rubric.method.surface.find((s) => s.label === m[1])?.key;
    if (!m || !key) throw cur.fail(`cannot read agent surface item "${part}"`, surfaceLine);
    profile[key] = m[2] === "opt-in" ? "opt_in" : (m[2] as "yes" | "no");
  }
  const missing = rubric.method.surface.filter((s) => !(s.key in profile));
  if (missing.length) ctx.warnings.push(`${cur.file}:${surfaceLine}: agent surface lacks ${missing.map((s) => s.label).join(", ")} (recorded as "no")`);
  for (const s of missing) profile[s.key] = "no";
  return {
    id: importedId(repo[1]!, repo[2] ?? null),
    name,
    repo_url: repo[1]!,
    subpath: repo[2] ?? null,
    description,
    category: category.id,
    pinned_commit: repo[3]!,
    version: repo[4] ?? null,
    scored_date: repo[5]!,
    scored_configuration: configuration,
    capability_profile: profile,
  };
}

function parseScoreAndTable(ctx: Ctx): string {
  const { cur } = ctx;
  cur.skipBlank();
  const totalLine = cur.line;
  const total = cur.expect(/^## Score: (\d+\.\d) \/ 10\.0 \((.+)\)$/, "## Score: X / 10.0 (Band)");
  ctx.stated.total = { value: total[1]!, band: total[2]!, line: totalLine };
  cur.expect(/^\| # \| Criterion \|/, "the score table header");
  cur.expect(/^\|---/, "the score table separator");
  while (cur.peek()?.startsWith("| ")) {
    const line = cur.line;
    const cells = cur.next().split(" | ").map((c) => c.replace(/^\| ?| ?\|$/g, ""));
    const score = /^\*\*(\d\.\d\d)\*\*(.*)$/.exec(cells[8] ?? "");
    if (cells.length !== 10 || !score) throw cur.fail("malformed score table row", line);
    ctx.stated.rows.push({ id: cells[0]!, levels: cells.slice(2, 6), raw: cells[6]!, cap: cells[7]!, score: score[1]!, tag: score[2]!.trim(), confidence: cells[9]!, line });
  }
  cur.skipBlank();
  if (cur.peek()?.startsWith("Controls where a risk surface exists:")) {
    ctx.stated.controls = { line: cur.line, text: cur.next() };
  }
  const headline: string[] = [];
  cur.skipBlank();
  while (!cur.done() && !cur.peek()!.startsWith("## ")) headline.push(cur.next());
  while (headline.length && headline[headline.length - 1]!.trim() === "") headline.pop();
  if (!headline.length) throw cur.fail("expected the summary paragraph after the score table");
  return headline.join("\n");
}

/** Returns the lines of a "## Title" section (without the heading), checking the section order. */
function section(ctx: Ctx, title: string): { start: number; lines: string[] } {
  const { cur } = ctx;
  cur.skipBlank();
  const at = cur.line;
  const heading = cur.done() ? "(end of file)" : cur.next();
  if (heading !== `## ${title}`) throw cur.fail(`expected section "## ${title}", found "${heading.slice(0, 60)}" (missing or out of order)`, at);
  const start = cur.line;
  const lines: string[] = [];
  while (!cur.done() && !/^## /.test(cur.peek()!)) lines.push(cur.next());
  while (lines.length && lines[lines.length - 1]!.trim() === "") lines.pop();
  return { start, lines };
}

function bullets(ctx: Ctx, s: { start: number; lines: string[] }): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  s.lines.forEach((l, k) => {
    if (l.trim() === "") return;
    if (l.startsWith("- ")) out.push({ text: l.slice(2), line: s.start + k });
    else if (out.length) out[out.length - 1]!.text += "\n" + l;
    else throw ctx.cur.fail(`expected a "- " list item, found "${l.slice(0, 60)}"`, s.start + k);
  });
  return out;
}

function parseCriticalGaps(ctx: Ctx, items: Array<{ text: string; line: number }>): Scorecard["critical_findings"] {
  if (items.length === 1 && items[0]!.text.startsWith("None: ")) return [];
  // Why optional evidence: published reports withhold the evidence of undisclosed defects.
  const re = ctx.style.critical === "a" ? / \(([^()]*); (C\d+)\)(?:\.(?: Evidence:(?: (.*))?)?)?$/s : / \(([^()]*); (C\d+)\)(?: —(?: (.*))?)?$/s;
  return items.map(({ text, line }) => {
    const m = re.exec(text);
    if (!m) throw ctx.cur.fail("cannot read critical gap (expected \"summary (CODES; Cn)\" then its evidence)", line);
    const criterion = checkCriterion(ctx, m[2]!, line);
    const owasp = m[1]!.split(", ").filter(Boolean);
    return { summary: text.slice(0, m.index), criterion, owasp, evidence: m[3] ? parseEvidence(ctx, m[3], line) : [] };
  });
}

function checkCriterion(ctx: Ctx, id: string, line: number): CriterionId {
  if (!(CRITERION_IDS as readonly string[]).includes(id)) throw new RuleError(`${ctx.cur.file}:${line}: unknown criterion ${id} (expected C1–C10)`);
  return id as CriterionId;
}

function checkLevel(ctx: Ctx, text: string, line: number): number {
  const m = /^L(\d+)$/.exec(text);
  const n = m ? Number(m[1]) : NaN;
  if (!(n >= 0 && n <= 4)) throw new RuleError(`${ctx.cur.file}:${line}: level ${text} is not L0–L4`);
  return n;
}

interface MechanismDraft {
  kind: "default" | "alt";
  label: string;
  capId: string | null;
  counted: boolean;
  params: Partial<Record<ParameterId, Parameter>>;
}

const PARAM_LINE = /^- \*\*([SCDB]) (L\d+|SA):\*\* (.*) \((verified|inferred)\)$/s;
const MECH_LINE = /^- \*\*(.+?)\*\* \((default|alt); raw (\d\.\d\d)(?:, cap (\S+))? → (\d\.\d\d)\)( ← counted)?$/;
const GAP_LINE = /^- \*To reach the next level:\* (.*)$/s;

function parseParameter(ctx: Ctx, text: string, line: number): [ParameterId, Parameter] {
  const m = PARAM_LINE.exec(text);
  if (!m) throw ctx.cur.fail("cannot read parameter line (expected \"- **S L2:** finding … (verified)\")", line);
  const lead = ctx.style.evidence === "a" ? " Evidence: " : " — ";
  const split = splitFindingAndEvidence(m[3]!, lead);
  const level = m[2] === "SA" ? "SA" : checkLevel(ctx, m[2]!, line);
  const evidence = split.evidence === null ? [] : parseEvidence(ctx, split.evidence, line);
  return [m[1] as ParameterId, { level, status: m[4] as "verified" | "inferred", finding: split.finding, evidence }];
}

/** Splits a criterion block into its list items, keeping indentation (2 spaces per level). */
function criterionItems(lines: string[], start: number): Array<{ depth: number; text: string; line: number }> {
  const out: Array<{ depth: number; text: string; line: number }> = [];
  lines.forEach((l, k) => {
    const m = /^( *)- (.*)$/s.exec(l);
    if (m) out.push({ depth: m[1]!.length / 2, text: `- ${m[2]}`, line: start + k });
    else if (l.trim() !== "" && out.length) out[out.length - 1]!.text += "\n" + l;
  });
  return out;
}

function parseCriterion(ctx: Ctx, block: { heading: string; line: number; lines: string[]; start: number }): Criterion {
  const { cur, rubric } = ctx;
  const re = ctx.style.heading === "a" ? /^### (C\d+) (.+): (\d\.\d\d) \((high|medium|low) confidence\)$/ : /^### (C\d+) (.+) — (\d\.\d\d) \((high|medium|low)\)$/;
  const h = re.exec(block.heading);
  if (!h) throw cur.fail(`cannot read criterion heading "${block.heading.slice(0, 70)}"`, block.line);
  const id = checkCriterion(ctx, h[1]!, block.line);
  if (h[2] !== rubric.criterion(id).name) ctx.warnings.push(`${cur.file}:${block.line}: ${id} is named "${h[2]}", the method calls it "${rubric.criterion(id).name}"`);
  ctx.stated.headings.push({ id, score: h[3]!, confidence: h[4]!, line: block.line });
  const firstItem = block.lines.findIndex((l) => /^- \*\*/.test(l));
  if (firstItem < 0) throw cur.fail(`${id}: no parameters or structural absence found`, block.line);
  const summary = block.lines.slice(0, firstItem).join("\n").trim();
  const items = criterionItems(block.lines.slice(firstItem), block.start + firstItem);
  const criterion: Criterion = { id, summary };
  const mechanisms: MechanismDraft[] = [];
  let capLine: { id: string; reason: string } | null = null;
  let lastParam: Parameter | undefined;
  for (const item of items) {
    const { text, line } = item;
    if (item.depth > 0 && GAP_LINE.test(text.trimStart())) {
      if (!lastParam) throw cur.fail("next-level line without a parameter", line);
      lastParam.gap = GAP_LINE.exec(text)![1]!;
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = /^- \*\*Structural absence:\*\* (.*)$/s.exec(text))) {
      criterion.structural_absence = true;
      criterion.absence_evidence = parseEvidence(ctx, m[1]!, line);
    } else if (text.includes("; raw ") && (m = MECH_LINE.exec(text))) {
      mechanisms.push({ kind: m[2] as "default" | "alt", label: m[1]!, capId: m[4] ?? null, counted: Boolean(m[6]), params: {} });
      ctx.stated.mechanisms.push({ id, kind: m[2]!, raw: m[3]!, cap: m[4] ?? null, score: m[5]!, counted: Boolean(m[6]), line });
    } else if (PARAM_LINE.test(text)) {
      if (!mechanisms.length) mechanisms.push({ kind: "default", label: "default configuration", capId: null, counted: true, params: {} });
      const [pid, param] = parseParameter(ctx, text, line);
      const target = mechanisms[mechanisms.length - 1]!;
      if (target.params[pid]) throw cur.fail(`${id}: parameter ${pid} given twice`, line);
      target.params[pid] = param;
      lastParam = param;
    } else if ((m = /^- \*\*Cap:\*\* (.*)$/s.exec(text))) {
      const sep = ctx.style.cap_line === "a" ? ": " : " — ";
      const cap = m[1]!;
      if (cap !== "none") {
        const at = cap.indexOf(sep);
        capLine = at < 0 ? { id: cap, reason: "" } : { id: cap.slice(0, at), reason: cap.slice(at + sep.length) };
      }
    } else if ((m = /^- \*\*Notes:\*\* (.*)$/s.exec(text))) {
      criterion.notes = m[1]!;
    } else {
      throw cur.fail(`${id}: unexpected line "${text.slice(0, 60)}"`, line);
    }
  }
  if (criterion.structural_absence) return criterion;
  if (!mechanisms.length) throw cur.fail(`${id}: no parameters found`, block.line);
  const toParameters = (mech: MechanismDraft): Parameters => {
    for (const p of ["S", "C", "D", "B"] as const) if (!mech.params[p]) throw cur.fail(`${id}: parameter ${p} missing`, block.line);
    return mech.params as Parameters;
  };
  const auto = rubric.method.automatic_cap_reasons;
  const capsFor = (mech: MechanismDraft, params: Parameters): Cap[] => {
    const shown = mech.counted || mechanisms.length === 1 ? capLine : mech.capId ? { id: mech.capId, reason: "" } : null;
    if (!shown) return [];
    // Why: the calculator adds G1 to alternatives and C5-WORSTCASE itself; storing them again would change nothing shown.
    const automatic = (mech.kind === "alt" && shown.id === "G1") || (id === "C5" && mech.kind === "default" && shown.id === "C5-WORSTCASE" && params.B.level === 0);
    if (automatic && (shown.reason === "" || shown.reason === auto[shown.id])) return [];
    return [shown];
  };
  const main = mechanisms.find((x) => x.kind === "default") ?? mechanisms[0]!;
  criterion.parameters = toParameters(main);
  const caps = capsFor(main, criterion.parameters);
  if (caps.length) criterion.caps = caps;
  const alt = mechanisms.find((x) => x.kind === "alt");
  if (alt) {
    const parameters = toParameters(alt);
    const altCaps = capsFor(alt, parameters);
    criterion.alt = { label: alt.label, parameters, ...(altCaps.length ? { caps: altCaps } : {}) };
  }
  if (mechanisms.length > 2) throw cur.fail(`${id}: more than one alternative configuration`, block.line);
  return criterion;
}

function parseCriteria(ctx: Ctx, s: { start: number; lines: string[] }): Criterion[] {
  const blocks: Array<{ heading: string; line: number; lines: string[]; start: number }> = [];
  s.lines.forEach((l, k) => {
    if (l.startsWith("### ")) blocks.push({ heading: l, line: s.start + k, lines: [], start: s.start + k + 1 });
    else if (blocks.length) blocks[blocks.length - 1]!.lines.push(l);
    else if (l.trim()) throw ctx.cur.fail(`expected a "### C1 …" heading, found "${l.slice(0, 60)}"`, s.start + k);
  });
  const criteria = blocks.map((b) => parseCriterion(ctx, b));
  const seen = new Set<string>();
  for (const [k, c] of criteria.entries()) {
    if (seen.has(c.id)) throw new RuleError(`${ctx.cur.file}:${blocks[k]!.line}: duplicated criterion ${c.id}`);
    seen.add(c.id);
  }
  const missing = CRITERION_IDS.filter((id) => !seen.has(id));
  if (missing.length) throw ctx.cur.fail(`criterion details lack ${missing.join(", ")} (truncated?)`, s.start);
  return CRITERION_IDS.map((id) => criteria.find((c) => c.id === id)!);
}

function parseRuleOfTwo(ctx: Ctx, s: { start: number; lines: string[] }): Scorecard["rule_of_two"] {
  const text = s.lines.filter((l) => l.trim()).join("\n");
  const m = /^\[A\] untrusted input: (.*) · \[B\] sensitive data\/systems: (.*) · \[C\] state change \/ egress: (.*) · Same default session\? (Yes|No)$/s.exec(text);
  if (!m) throw ctx.cur.fail("cannot read the Rule-of-Two line ([A] … · [B] … · [C] … · Same default session? Yes|No)", s.start);
  return { untrusted_input: m[1]!, sensitive_data: m[2]!, state_change_or_egress: m[3]!, same_session: m[4] === "Yes" };
}

function parseFixes(ctx: Ctx, s: { start: number; lines: string[] }): Fix[] {
  const re =
    ctx.style.improvement === "a"
      ? /^(\d+)\. (.*) \((C\d+) ([SCDB]) L(\d+)→L(\d+), \+(-?\d+\.\d+) before caps(?:; (.*))?\)$/s
      : /^(\d+)\. (.*) — (C\d+) ([SCDB]) L(\d+)→L(\d+), \+(-?\d+\.\d+) before caps(?: \((.*)\))?$/s;
  const fixes: Fix[] = [];
  s.lines.forEach((l, k) => {
    if (!l.trim() || l === "None proposed.") return;
    const line = s.start + k;
    const m = re.exec(l);
    if (!m) throw ctx.cur.fail("cannot read improvement (expected \"N. summary (Cn P Lx→Ly, +g before caps…)\")", line);
    const criterion = checkCriterion(ctx, m[3]!, line);
    const from = checkLevel(ctx, `L${m[5]}`, line);
    const to = checkLevel(ctx, `L${m[6]}`, line);
    ctx.stated.fixes.push({ index: fixes.length, gain: m[7]!, line });
    fixes.push({ summary: m[2]!, criterion, parameter: m[4] as ParameterId, from_level: from, to_level: to, ...(m[8] ? { playbook: m[8] } : {}) });
  });
  return fixes;
}

function parseReaudit(ctx: Ctx, items: Array<{ text: string; line: number }>): ReauditEntry[] {
  if (items.length === 1 && items[0]!.text === "No changes.") return [];
  return items.map(({ text, line }) => {
    const m = /^(C\d+) ([SCDB]): L(\d+) → L(\d+)\. (.*)$/s.exec(text);
    if (!m) throw ctx.cur.fail("cannot read re-audit entry (expected \"- Cn P: Lx → Ly. reason\")", line);
    return { criterion: checkCriterion(ctx, m[1]!, line), parameter: m[2] as ParameterId, from_level: checkLevel(ctx, `L${m[3]}`, line), to_level: checkLevel(ctx, `L${m[4]}`, line), reason: m[5]! };
  });
}

/** Parses a published Markdown report (either style variant) into a scorecard, keeping everything it shows. */
export function importReport(text: string, file: string, rubric: Rubric): ImportedReport {
  const cur = new Cursor(file, text.replace(/\r\n/g, "\n").split("\n"));
  const style = detectStyle(cur.lines);
  const stated: StatedNumbers = { total: { value: "", band: "", line: 0 }, rows: [], controls: null, headings: [], mechanisms: [], fixes: [] };
  const ctx: Ctx = { cur, rubric, style: styleMix(style), stated, warnings: [] };
  const header = parseHeader(ctx);
  const headline = parseScoreAndTable(ctx);
  const sections = Object.fromEntries(SECTION_ORDER.map((t) => [t, section(ctx, t)]));
  cur.skipBlank();
  if (!cur.done()) throw cur.fail(`unexpected text after "## Limitations": "${cur.peek()!.slice(0, 60)}"`);
  const card: Scorecard = {
    ...header,
    headline,
    criteria: parseCriteria(ctx, sections["Criterion details"]!),
    critical_findings: parseCriticalGaps(ctx, bullets(ctx, sections["Critical gaps"]!)),
    rule_of_two: parseRuleOfTwo(ctx, sections["Rule-of-Two check"]!),
    fixes: parseFixes(ctx, sections["Highest-impact improvements"]!),
    reaudit_log: parseReaudit(ctx, bullets(ctx, sections["Re-audit log"]!)),
    limitations: bullets(ctx, sections["Limitations"]!).map((b) => b.text),
    report_style: style,
  };
  return { card, stated, warnings: ctx.warnings };
}
