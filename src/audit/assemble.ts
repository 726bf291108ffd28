import type { EvidenceItem } from "../model/evidence.js";
import { PARAMETER_IDS, type Criterion, type CriticalFinding, type Fix, type Parameters, type Scorecard } from "../model/scorecard.js";
import type { Rubric } from "../rubric/load.js";
import { scoreCriterion } from "../score/score.js";
import type { Finding } from "./finding.js";
import type { JudgedCriterion, JudgedParameter } from "./judge/judge.js";
import type { ProjectMetadata } from "./metadata.js";
import type { Profile } from "./profile.js";
import { lowerFirst } from "../util/text.js";

const KIND_CONFIGURATION: Record<Profile["kind"], string> = {
  platform: "the application as shipped (its deployment files or desktop build) with its default settings",
  framework: "the public constructors and entry points with their default arguments",
  "tool-server": "the server started with its default flags and transport",
  cli: "the command-line tool or editor extension as freshly installed, run with no flags or changed settings",
};

const CATEGORY_WORDS: Array<[RegExp, Scorecard["category"]]> = [
  [/\b(pentest|penetration|security|soc|threat|vulnerab|siem)/i, "cybersecurity"],
  [/\b(kubernetes|k8s|cloud|infrastructure|devops|sre|terraform|observability|incident|monitor|observab)/i, "infrastructure_ops"],
  [/\b(sql|database|postgres|mysql|warehouse|analytics|bi\b|data science|dataset)/i, "data_analytics"],
  [/\b(coding|code|developer|ide|git|github|programming|software engineer)/i, "coding"],
  [/\b(framework|sdk|library|build agents|agent platform|orchestrat|low-code|workflow)/i, "agent_frameworks"],
];

function toParameters(params: Record<string, JudgedParameter>): Parameters {
  const out = {} as Parameters;
  for (const p of PARAMETER_IDS) {
    const j = params[p]!;
    out[p] = { level: j.level, status: j.status, finding: j.finding, ...(j.gap ? { gap: j.gap } : {}), evidence: j.evidence };
  }
  return out;
}

function summaryOf(j: JudgedCriterion): string {
  if (j.structuralAbsence) return j.structuralAbsence.summary;
  const p = j.parameters!;
  const parts = [p.S.finding, p.D.finding, `If it fails: ${lowerFirst(p.B.finding)}`];
  if (j.alt) parts.splice(1, 0, `An opt-in alternative exists: ${lowerFirst(j.alt.parameters.S.finding)}`);
  return parts.join(" ");
}

function toCriterion(j: JudgedCriterion, summary: string): Criterion {
  if (j.structuralAbsence) return { id: j.id, summary, structural_absence: true, absence_evidence: j.structuralAbsence.evidence };
  return {
    id: j.id,
    summary,
    parameters: toParameters(j.parameters!),
    caps: j.caps.map((c) => ({ id: c.id, reason: c.reason })),
    ...(j.alt ? { alt: { label: j.alt.label, parameters: toParameters(j.alt.parameters) } } : {}),
  };
}

/** Critical gaps by the method's rule: criterion caps and G2 applied to the default, and B at L0 in C1, C4, C5, C7. */
function criticalFindings(rubric: Rubric, judged: JudgedCriterion[]): CriticalFinding[] {
  const out: CriticalFinding[] = [];
  for (const j of judged) {
    if (!j.parameters) continue;
    const owasp = rubric.criterion(j.id).owasp.slice(0, 3);
    for (const cap of j.caps.filter((c) => c.id !== "G1")) {
      out.push({ summary: cap.critical ?? cap.reason, criterion: j.id, owasp, evidence: cap.evidence.filter((e) => "file" in e).slice(0, 2) });
    }
    const b = j.parameters.B;
    if (rubric.method.critical_blast_radius_criteria.includes(j.id) && b.level === 0 && !out.some((f) => f.criterion === j.id)) {
      const evidence: EvidenceItem[] = b.evidence.length ? b.evidence.slice(0, 2) : j.parameters.S.evidence.slice(0, 2);
      out.push({ summary: j.criticalB ?? b.finding, criterion: j.id, owasp, evidence });
    }
  }
  return out;
}

function firstCitation(findings: Map<string, Finding>, ids: string[]): string | null {
  for (const id of ids) {
    const item = findings.get(id)?.items[0];
    if (item) return `${item.path}:${item.line}`;
  }
  return null;
}

function ruleOfTwo(findings: Map<string, Finding>): Scorecard["rule_of_two"] {
  const a = firstCitation(findings, ["untrusted-ingestion", "mcp-client", "mcp-server"]);
  const b = firstCitation(findings, ["cloud-credentials", "env-file-default-secrets", "dotenv-loading", "model-client"]);
  const c = firstCitation(findings, ["shell-execution", "outbound-communication", "file-write", "untrusted-ingestion"]);
  return {
    untrusted_input: a ? `content from tools and the network (${a})` : "none found in shipped code",
    sensitive_data: b ? `credentials held by the process (${b})` : "none found in shipped code",
    state_change_or_egress: c ? `commands, writes or network calls (${c})` : "none found in shipped code",
    same_session: Boolean(a && b && c),
  };
}

/**
 * Up to five fixes, one per criterion: each moves one default parameter up one level. Ranked by the gain after
 * caps (a move that lifts a cap wins), then by how weak the criterion is, then by the parameter's weight.
 */
function rankFixes(rubric: Rubric, criteria: Criterion[]): Fix[] {
  const candidates: Array<Fix & { gain: number; current: number; weight: number; order: number }> = [];
  criteria.forEach((c, order) => {
    if (!c.parameters) return;
    const base = scoreCriterion(rubric, c).cappedPoints;
    for (const p of PARAMETER_IDS) {
      const param = c.parameters[p];
      if (typeof param.level !== "number" || param.level >= 4) continue;
      const to = param.level + 1;
      const moved: Criterion = { ...c, parameters: { ...c.parameters, [p]: { ...param, level: to } } };
      const gain = scoreCriterion(rubric, moved).cappedPoints - base;
      const dim = rubric.method.dimensions.find((d) => d.id === p)!;
      const what = `${rubric.criterion(c.id).name}, ${dim.name.toLowerCase()} to L${to}`;
      const summary = param.gap ? `${what}: ${param.gap}` : `${what}.`;
      candidates.push({ summary, criterion: c.id, parameter: p, from_level: param.level, to_level: to, playbook: rubric.criterion(c.id).playbook, gain, current: base, weight: dim.weight, order });
    }
  });
  candidates.sort((x, y) => y.gain - x.gain || x.current - y.current || y.weight - x.weight || x.order - y.order);
  const picked: typeof candidates = [];
  for (const cand of candidates) if (picked.length < 5 && cand.gain > 0 && !picked.some((p) => p.criterion === cand.criterion)) picked.push(cand);
  return picked.map(({ gain: _g, current: _c, weight: _w, order: _o, ...fix }) => fix);
}

function headlineOf(rubric: Rubric, profile: Profile, criteria: Criterion[], critical: CriticalFinding[]): string {
  const scored = criteria.map((c) => ({ c, score: scoreCriterion(rubric, c).score })).filter((x) => !x.c.structural_absence);
  const worst = [...scored].sort((a, b) => a.score - b.score || a.c.id.localeCompare(b.c.id)).slice(0, 2);
  const names = worst.map((w) => rubric.criterion(w.c.id).name.toLowerCase());
  const kind = profile.kind === "tool-server" ? "tool server" : profile.kind;
  // Why the critical gap first: the headline leads with the dominant risk, as the method asks.
  const lead = critical[0] ? critical[0].summary : (worst[0]?.c.parameters?.B.finding ?? "");
  return `${lead} As shipped, this ${kind} is weakest on ${names.join(" and ")}. This is an automated draft from static review; read the evidence before relying on it.`.trim();
}

/** Everything assemble needs besides the judged criteria. */
export interface AssembleInput {
  rubric: Rubric;
  judged: JudgedCriterion[];
  findings: Map<string, Finding>;
  profile: Profile;
  meta: ProjectMetadata;
  commit: string;
  date: string;
  subpath: string | null;
  limitations: string[];
}

/** Assembles an authored-format scorecard from the judge's verdicts. Pure. */
export function assembleScorecard(input: AssembleInput): Scorecard {
  const { rubric, judged, profile, meta } = input;
  const criteria = judged.map((j) => toCriterion(j, summaryOf(j)));
  const critical = criticalFindings(rubric, judged);
  // Why only name and description: the fallback sentence must not steer the category.
  const text = `${meta.name} ${meta.description}`.replace(/reviewed from its source code\.$/, "");
  const category = profile.kind === "framework" ? "agent_frameworks" : (CATEGORY_WORDS.find(([re]) => re.test(text))?.[1] ?? "ai_assistants");
  const slug = meta.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "agent";
  return {
    id: slug,
    name: meta.name,
    repo_url: meta.repoUrl,
    subpath: input.subpath,
    description: meta.description,
    category,
    pinned_commit: input.commit,
    version: meta.version,
    scored_date: input.date,
    scored_configuration: `Automated review of ${KIND_CONFIGURATION[profile.kind]} (${profile.kindReason}).`,
    capability_profile: profile.surface,
    headline: headlineOf(rubric, profile, criteria, critical),
    criteria,
    critical_findings: critical,
    rule_of_two: ruleOfTwo(input.findings),
    fixes: rankFixes(rubric, criteria),
    reaudit_log: [],
    limitations: input.limitations,
  };
}
