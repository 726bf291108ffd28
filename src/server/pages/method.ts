import { PARAMETER_IDS } from "../../model/scorecard.js";
import type { Rubric } from "../../rubric/load.js";
import { formatScore } from "../format.js";
import { html, type SafeHtml } from "../html.js";

const LEVELS = [0, 1, 2, 3, 4] as const;

/** The method: dimensions and weights, bands, global caps and rules, then each criterion with its anchors and caps. */
export function methodPage(rubric: Rubric): SafeHtml {
  const m = rubric.method;
  const capCeiling = (id: string) => formatScore(rubric.capCeiling(id) ?? 1);
  return html`<h1>The method: ${m.method} ${m.version}</h1>
<p>Every criterion is scored on four dimensions at levels L0–L4. Points are 3·S + 3·C + 2·D + 2·B out of 40; a cap can lower a criterion's score; the total is the sum of the ten criteria, out of 10.</p>
<h2>Dimensions</h2>
<table><thead><tr><th>Dimension</th><th class="num">Weight</th><th>Asks</th></tr></thead><tbody>${m.dimensions.map((d) => html`<tr><th scope="row">${d.id} ${d.name}</th><td class="num">${d.weight / 10}</td><td>${d.asks}</td></tr>`)}</tbody></table>
<h2>Bands</h2>
<ul>${[...m.bands].sort((a, b) => b.min_score - a.min_score).map((b) => html`<li><span class="band band-${b.color}">${b.label}</span> from ${b.min_score}</li>`)}</ul>
<h2>Caps on every criterion</h2>
<ul>${m.caps.filter((c) => c.criterion === null).map((c) => html`<li><strong>${c.id}</strong> (at most ${formatScore(c.ceiling)}): ${c.condition ?? ""}</li>`)}</ul>
<h2>Rules</h2>
<ul>${m.rules.map((r) => html`<li>${r.text}</li>`)}</ul>
<h2>Criteria</h2>
${rubric.criteria.map(
  (c) => html`<details class="criterion" id="${c.id}">
<summary><strong>${c.id}</strong> ${c.name} ${c.owasp.map((code) => html`<span class="threat">${code}</span>`)}</summary>
<div class="body">
<p><strong>${c.question}</strong></p>
<p>${c.why_it_matters}</p>
<p class="muted">Risk surface: ${c.risk_surface}</p>
${c.structural_absence ? html`<p class="muted">Structural absence: ${c.structural_absence}</p>` : ""}
${(c.notes ?? []).map((n) => html`<p class="muted">${n}</p>`)}
<table class="anchors"><thead><tr><th>Dimension</th>${LEVELS.map((l) => html`<th>L${l}</th>`)}</tr></thead><tbody>${PARAMETER_IDS.map(
    (p) => html`<tr><th scope="row">${p}: ${c.dimensions[p].title}</th>${LEVELS.map((l) => html`<td>${c.dimensions[p].levels[l]}</td>`)}</tr>`,
  )}</tbody></table>
<h3>Caps</h3>${c.caps.length ? html`<ul>${c.caps.map((cap) => html`<li><strong>${cap.id}</strong> (at most ${capCeiling(cap.id)}): ${cap.condition}</li>`)}</ul>` : html`<p class="muted">Only the caps on every criterion.</p>`}
</div>
</details>`,
)}`;
}
