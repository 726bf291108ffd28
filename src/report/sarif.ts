import type { Location, Log, ReportingDescriptor, Result } from "sarif";
import { isCodeEvidence, type EvidenceItem } from "../model/evidence.js";
import type { ScoredCriterion, ScoredReport } from "../score/types.js";
import { formatEvidence } from "./evidence-format.js";

// Why SARIF: it is what code-scanning dashboards and CI gates read (GitHub code scanning, Azure DevOps, IDE viewers),
// so a security team can track an agent platform's gaps where it already tracks its other findings.
const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
// A parameter at L1 or below is a gap worth an alert: L0 is nothing in place, L1 a convention or a partial control.
const ALERT_BELOW = 2;

// Why a placeholder: GitHub code scanning rejects a result with no location, and an absence proven by a search has no
// line to point at. The placeholder names itself, so no one mistakes it for a real file.
const NO_FILE: Location = { physicalLocation: { artifactLocation: { uri: "no file associated with this alert" }, region: { startLine: 1 } } };

function locations(evidence: EvidenceItem[]): Location[] {
  const cited = evidence.filter(isCodeEvidence).map((ev): Location => {
    const [start, end] = ev.lines.split("-").map(Number);
    return {
      physicalLocation: {
        // Why no base id: evidence paths are relative to the repository root, which is how code scanning resolves them.
        artifactLocation: { uri: ev.file },
        region: { startLine: start!, ...(end !== undefined ? { endLine: end } : {}) },
      },
    };
  });
  return cited.length ? cited : [NO_FILE];
}

/** The searches among the evidence, written as the reports write them (command, scope, count), for a reader to re-run. */
function searches(evidence: EvidenceItem[], r: ScoredReport): string[] {
  return evidence.filter((ev) => !isCodeEvidence(ev)).map((ev) => formatEvidence(ev, r.card.repo_url, r.card.pinned_commit));
}

function rule(c: ScoredCriterion): ReportingDescriptor {
  return {
    id: c.id,
    name: c.name,
    shortDescription: { text: c.name },
    fullDescription: { text: c.question },
    properties: { tags: ["security", "agent", ...c.owasp] },
  };
}

/** One alert per counted parameter below L2: what is missing, where the evidence is, and what the next level needs. */
function parameterResults(c: ScoredCriterion, ruleIndex: number, r: ScoredReport): Result[] {
  if (c.status === "structural_absence") return [];
  const counted = c.mechanisms.find((m) => m.kind === c.counted)!;
  return Object.values(counted.parameters)
    .filter((p) => p.level < ALERT_BELOW)
    .map((p) => {
      const text = [`${c.id} ${p.id} L${p.level} (${p.status}): ${p.finding}`, ...(p.gap ? [`To reach the next level: ${p.gap}`] : []), ...searches(p.evidence, r)].join("\n");
      return {
        ruleId: c.id,
        ruleIndex,
        level: p.level === 0 ? "warning" : "note",
        message: { text },
        locations: locations(p.evidence),
        partialFingerprints: { "didscore/parameter": `${c.id}/${counted.kind}/${p.id}` },
        properties: { parameter: p.id, level: `L${p.level}`, status: p.status, configuration: counted.label },
      };
    });
}

/**
 * The report as a SARIF 2.1.0 log: one rule per criterion, the critical gaps as errors and every counted parameter
 * below L2 as a warning (L0) or a note (L1), located at the code the evidence cites. The score, band and each
 * criterion's score ride along as properties. Deterministic: nothing but the report goes in.
 */
export function renderSarif(r: ScoredReport): string {
  const c = r.card;
  const index = new Map(r.criteria.map((cr, i) => [cr.id, i]));
  const critical: Result[] = c.critical_findings.map((f, i) => ({
    ruleId: f.criterion,
    ruleIndex: index.get(f.criterion)!,
    level: "error",
    message: { text: `${f.summary}${f.owasp.length ? ` (${f.owasp.join(", ")})` : ""}` },
    locations: locations(f.evidence),
    partialFingerprints: { "didscore/critical": `${f.criterion}/${i}` },
    properties: { critical: true },
  }));
  const log: Log = {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "didscore", informationUri: "https://github.com/boundbench/boundbench", rules: r.criteria.map(rule), properties: { methodVersion: r.methodVersion } } },
        versionControlProvenance: [{ repositoryUri: c.repo_url, revisionId: c.pinned_commit }],
        results: [...critical, ...r.criteria.flatMap((cr, i) => parameterResults(cr, i, r))],
        properties: {
          name: c.name,
          score: r.total,
          band: r.band.label,
          scoredDate: c.scored_date,
          scoredConfiguration: c.scored_configuration,
          criteria: Object.fromEntries(r.criteria.map((cr) => [cr.id, { score: cr.score, counted: cr.counted, cap: cr.cap?.id ?? null, status: cr.status }])),
        },
      },
    ],
  };
  return JSON.stringify(log, null, 2) + "\n";
}
