import type { ReportStyle } from "../model/scorecard.js";

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

/** Tokens for a style variant: "a" (newer, `Evidence:`) or "b" (older, em dashes). */
export function styleTokens(style: ReportStyle): StyleTokens {
  return style === "b" ? B : A;
}
