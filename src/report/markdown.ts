import type { ReportStyle, StyleMix } from "../model/scorecard.js";
import { formatFixed } from "../score/pyround.js";
import type { ScoredCriterion, ScoredMechanism, ScoredReport } from "../score/types.js";
import { formatEvidenceList } from "./evidence-format.js";
import { styleTokens, type StyleTokens } from "./style.js";
import { renderScoreTable } from "./table.js";

function levelLabel(p: { level: number; sa: boolean }): string {
  return p.sa ? "SA" : `L${p.level}`;
}

function header(r: ScoredReport, t: StyleTokens): string[] {
  const c = r.card;
  const surface = r.surface.map((s) => `${s.label} ${s.value.replace("_", "-")}`).join(" · ");
  return [
    t.title + c.name,
    "",
    `**Repo:** ${c.repo_url}${c.subpath ? ` (\`${c.subpath}\`)` : ""} · **Commit:** \`${c.pinned_commit}\`${c.version ? ` (${c.version})` : ""} · **Reviewed:** ${c.scored_date}`,
    `**What it is:** ${c.description}`,
    `**Category:** ${r.categoryLabel}`,
    `**Scored configuration:** ${c.scored_configuration}`,
    `**Agent surface (default):** ${surface}`,
    "",
    `## Score: ${formatFixed(r.total, 1)} / 10.0 (${r.band.label})`,
    "",
  ];
}

function mechanismLines(r: ScoredReport, t: StyleTokens, c: ScoredCriterion, m: ScoredMechanism): string[] {
  const lines: string[] = [];
  const several = c.mechanisms.length > 1;
  if (several) {
    const counted = m.kind === c.counted ? " ← counted" : "";
    const cap = m.cap ? `, cap ${m.cap.id}` : "";
    lines.push(`- **${m.label}** (${m.kind}; raw ${formatFixed(m.raw, 2)}${cap} → ${formatFixed(m.score, 2)})${counted}`);
  }
  const indent = several ? "  " : "";
  for (const p of Object.values(m.parameters)) {
    const evidence = p.evidence.length ? t.evidenceLead + formatEvidenceList(p.evidence, r.card.repo_url, r.card.pinned_commit) : "";
    lines.push(`${indent}- **${p.id} ${levelLabel(p)}:** ${p.finding}${evidence} (${p.status})`);
    if (p.gap) lines.push(`${indent}  - *To reach the next level:* ${p.gap}`);
  }
  return lines;
}

function criterionLines(r: ScoredReport, t: StyleTokens, c: ScoredCriterion): string[] {
  const lines = ["", t.heading(c.id, c.name, formatFixed(c.score, 2), c.confidence), "", c.summary, ""];
  if (c.status === "structural_absence") {
    lines.push(`- **Structural absence:** ${formatEvidenceList(c.absenceEvidence ?? [], r.card.repo_url, r.card.pinned_commit)}`);
  } else {
    for (const m of c.mechanisms) lines.push(...mechanismLines(r, t, c, m));
    lines.push(`- **Cap:** ${c.cap ? t.capLine(c.cap.id, c.cap.reason) : "none"}`);
  }
  if (c.notes) lines.push(`- **Notes:** ${c.notes}`);
  return lines;
}

/** Renders the full Markdown report in a style variant ("a" newer, "b" older; default: the report's own). */
export function renderMarkdown(r: ScoredReport, style: ReportStyle | StyleMix = r.style): string {
  const t = styleTokens(style);
  const c = r.card;
  const lines = [...header(r, t), renderScoreTable(r, { standalone: false, style }), "", c.headline, "", "## Critical gaps"];
  if (c.critical_findings.length === 0) {
    lines.push("- None: no criterion is capped and no blast radius is at the worst level.");
  }
  for (const f of c.critical_findings) {
    lines.push(`- ${f.summary}${t.criticalSuffix(f.owasp.join(", "), f.criterion, formatEvidenceList(f.evidence, c.repo_url, c.pinned_commit))}`);
  }
  lines.push("", "## Criterion details");
  for (const criterion of r.criteria) lines.push(...criterionLines(r, t, criterion));
  const two = c.rule_of_two;
  lines.push(
    "",
    "## Rule-of-Two check",
    `[A] untrusted input: ${two.untrusted_input} · [B] sensitive data/systems: ${two.sensitive_data} · [C] state change / egress: ${two.state_change_or_egress} · Same default session? ${two.same_session ? "Yes" : "No"}`,
    "",
    "## Highest-impact improvements",
  );
  r.fixes.forEach((f, i) => {
    const change = `${f.criterion} ${f.parameter} L${f.from_level}→L${f.to_level}, +${formatFixed(f.gainBeforeCaps, 3)} before caps`;
    lines.push(`${i + 1}. ${t.improvement(f.summary, change, f.playbook)}`);
  });
  if (r.fixes.length === 0) lines.push("None proposed.");
  lines.push("", "## Re-audit log");
  if (c.reaudit_log.length === 0) lines.push("- No changes.");
  for (const e of c.reaudit_log) lines.push(`- ${e.criterion} ${e.parameter}: L${e.from_level} → L${e.to_level}. ${e.reason}`);
  lines.push("", "## Limitations", ...c.limitations.map((l) => `- ${l}`));
  return lines.join("\n") + "\n";
}
