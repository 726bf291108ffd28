import { PARAMETER_IDS } from "../../model/scorecard.js";
import type { Rubric } from "../../rubric/load.js";
import { formatFixed } from "../../score/pyround.js";
import type { ScoredCriterion, ScoredMechanism, ScoredReport } from "../../score/types.js";
import { formatScore, levelLabel } from "../format.js";
import { html, type SafeHtml } from "../html.js";
import { evidenceList, type EvidenceRepo } from "./evidence.js";

function capText(m: ScoredMechanism): SafeHtml {
  if (!m.cap) return html`<p class="cap">No cap binds this configuration.</p>`;
  return html`<p class="cap">Cap <strong>${m.cap.id}</strong> limits it to ${formatScore(m.cap.ceiling)}${m.cap.reason ? html`: ${m.cap.reason}` : "."}</p>`;
}

function mechanism(rubric: Rubric, c: ScoredCriterion, m: ScoredMechanism, repo: EvidenceRepo): SafeHtml {
  const meta = rubric.criterion(c.id);
  const counted = c.mechanisms.length > 1 && m.kind === c.counted;
  return html`<div class="mechanism${counted ? " counted" : ""}">
<h4>${m.kind === "alt" ? `Alternative: ${m.label}` : "Default configuration"} — raw ${formatFixed(m.raw, 3)}, score ${formatScore(m.score)}, ${m.confidence} confidence</h4>
${capText(m)}
<table class="levels">
<thead><tr><th>Dimension</th><th>Level</th><th>Finding</th><th>Gap to the next level</th><th>Evidence</th></tr></thead>
<tbody>${PARAMETER_IDS.map((id) => {
    const p = m.parameters[id];
    const dim = rubric.method.dimensions.find((d) => d.id === id)!;
    const anchor = p.sa ? "Risk surface absent." : meta.dimensions[id].levels[p.level as 0 | 1 | 2 | 3 | 4];
    return html`<tr data-dimension="${id}">
<th scope="row">${id} <span class="muted">${dim.name}</span></th>
<td class="level" title="${anchor}">${levelLabel(p.level, p.sa)}<div class="muted">${p.status}</div></td>
<td>${p.finding}</td>
<td>${p.gap ?? html`<span class="muted">—</span>`}</td>
<td>${evidenceList(p.evidence, repo)}</td>
</tr>`;
  })}</tbody>
</table>
</div>`;
}

/** One criterion as an expandable section: summary line, question, summary, every configuration with levels and evidence. */
export function criterionSection(rubric: Rubric, c: ScoredCriterion, r: ScoredReport, repo: EvidenceRepo): SafeHtml {
  const sa = c.status === "structural_absence";
  return html`<details class="criterion" id="${c.id}" data-criterion="${c.id}">
<summary><strong>${c.id}</strong> ${c.name} <span class="score">${formatScore(c.score)}</span> / 1${sa ? html` <span class="band band-green">SA</span>` : ""}${c.cap ? html` <span class="muted">capped by ${c.cap.id}</span>` : ""} <span class="muted">${c.confidence} confidence</span></summary>
<div class="body">
<p class="muted">${c.question} ${c.owasp.map((code) => html`<span class="threat">${code}</span>`)}</p>
<p class="criterion-summary">${c.summary}</p>
${c.notes ? html`<p class="muted">Note: ${c.notes}</p>` : ""}
${sa ? html`<p>Structural absence: the risk surface does not exist at this commit, so the criterion scores 1 and is left out of the applicable score.</p><h4>Evidence of absence</h4>${evidenceList(c.absenceEvidence ?? [], repo)}` : c.mechanisms.map((m) => mechanism(rubric, c, m, repo))}
${r.fixes.some((f) => f.criterion === c.id) ? html`<p><a href="#fixes">Fixes for ${c.id} below.</a></p>` : ""}
</div>
</details>`;
}
