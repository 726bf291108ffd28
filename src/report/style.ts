import type { ReportStyle, StyleMix } from "../model/scorecard.js";

/** The punctuation that differs between the two published report variants. */
export interface StyleTokens {
  title: string;
  noCap: string;
  heading(id: string, name: string, score: string, confidence: string): string;
  evidenceLead: string;
  criticalSuffix(owasp: string, criterion: string, evidence: string): string;
  capLine(id: string, reason: string): string;
  improvement(summary: string, change: string, playbook: string | undefined): string;
}

const A: StyleTokens = {
  title: "# Defense-in-depth score: ",
  noCap: "none",
  heading: (id, name, score, confidence) => `### ${id} ${name}: ${score} (${confidence} confidence)`,
  evidenceLead: " Evidence: ",
  criticalSuffix: (owasp, criterion, evidence) => ` (${owasp}; ${criterion}).${evidence ? ` Evidence: ${evidence}` : ""}`,
  capLine: (id, reason) => `${id}: ${reason}`,
  improvement: (summary, change, playbook) => `${summary} (${change}${playbook ? `; ${playbook}` : ""})`,
};

const B: StyleTokens = {
  title: "# Defense-in-Depth Score: ",
  noCap: "—",
  heading: (id, name, score, confidence) => `### ${id} ${name} — ${score} (${confidence})`,
  evidenceLead: " — ",
  criticalSuffix: (owasp, criterion, evidence) => ` (${owasp}; ${criterion})${evidence ? ` — ${evidence}` : ""}`,
  capLine: (id, reason) => `${id} — ${reason}`,
  improvement: (summary, change, playbook) => `${summary} — ${change}${playbook ? ` (${playbook})` : ""}`,
};

/** Tokens for a style variant ("a" newer, `Evidence:`; "b" older, em dashes), or per element for a mixed report. */
export function styleTokens(style: ReportStyle | StyleMix): StyleTokens {
  if (typeof style === "string") return style === "b" ? B : A;
  const pick = (variant: ReportStyle) => (variant === "b" ? B : A);
  return {
    title: pick(style.title).title,
    noCap: pick(style.no_cap).noCap,
    heading: pick(style.heading).heading,
    evidenceLead: pick(style.evidence).evidenceLead,
    criticalSuffix: pick(style.critical).criticalSuffix,
    capLine: pick(style.cap_line).capLine,
    improvement: pick(style.improvement).improvement,
  };
}
