import { PARAMETER_IDS } from "../../model/scorecard.js";
import type { CompareView } from "../compare-view.js";
import { formatScore, formatTotal, shortCommit } from "../format.js";
import { html, type SafeHtml } from "../html.js";
import { applicableText } from "./catalog.js";

/** The agent picker shown when fewer than two or more than four ids are given (a plain GET form). */
export function comparePicker(agents: ReadonlyArray<{ id: string; name: string }>, message: string | null, selected: readonly string[]): SafeHtml {
  const chosen = new Set(selected);
  return html`<h1>Compare agents</h1>
${message ? html`<p class="notice">${message}</p>` : ""}
<p>Pick two to four agents.</p>
<form method="get" action="/compare" id="compare-picker">
<ul class="picker">${agents.map((a) => html`<li><label><input type="checkbox" name="ids" value="${a.id}"${chosen.has(a.id) ? html` checked` : ""}> ${a.name} <span class="muted">(${a.id})</span></label></li>`)}</ul>
<button type="submit">Compare</button>
</form>`;
}

/** Two to four agents side by side, criterion by criterion; rows and levels that differ are marked. */
export function comparePage(v: CompareView): SafeHtml {
  return html`<h1>Compare: ${v.agents.map((a) => a.name).join(" · ")}</h1>
<div class="toolbar" id="compare-toolbar"></div>
<table class="compare" id="compare-table">
<thead><tr><th>Criterion</th>${v.agents.map((a) => html`<th scope="col"><a href="/agents/${a.id}">${a.name}</a><div class="muted">${a.categoryLabel} · <code>${shortCommit(a.commit)}</code></div></th>`)}</tr></thead>
<tbody>
<tr class="total${v.totalDiffers ? " differs" : ""}"><th scope="row">Total</th>${v.agents.map((a) => html`<td${v.totalDiffers ? html` class="differs"` : ""}><span class="score band-${a.band.color}">${formatTotal(a.total)}</span> <span class="band band-${a.band.color}">${a.band.label}</span><div class="muted">applicable ${applicableText(a.applicable)}</div></td>`)}</tr>
${v.rows.map(
  (r) => html`<tr class="${r.differs ? "differs" : "same"}" data-criterion="${r.id}"><th scope="row">${r.id} ${r.name}</th>${r.cells.map(
    (c, k) => html`<td class="${[r.differs ? "differs" : "", r.best.includes(k) ? "best" : ""].filter(Boolean).join(" ")}"><span class="score">${formatScore(c.score)}</span>${c.absent ? " (SA)" : ""}${c.cap ? html` <span class="muted">cap ${c.cap}</span>` : ""}<div class="levels">${PARAMETER_IDS.map((p) => html`<span class="lv${r.levelDiffers.includes(p) ? " lv-differs" : ""}">${p} ${c.levels[p]}</span> `)}</div></td>`,
  )}</tr>`,
)}
</tbody>
</table>
<p class="muted">Highlighted rows differ; the highest score of a differing row is in bold green; underlined levels differ between agents.</p>`;
}

/** The comparison as JSON. */
export function compareJson(v: CompareView) {
  return {
    agents: v.agents.map((a) => ({ id: a.id, name: a.name, score: a.total, band: a.band, applicable: a.applicable, pinned_commit: a.commit })),
    total_differs: v.totalDiffers,
    criteria: v.rows.map((r) => ({ id: r.id, name: r.name, differs: r.differs, best: r.best.map((k) => v.agents[k]!.id), level_differs: r.levelDiffers, scores: r.cells.map((c, k) => ({ id: v.agents[k]!.id, score: c.score, levels: c.levels, cap: c.cap, structural_absence: c.absent })) })),
  };
}

/** The compare twin's JSON shape. */
export type CompareJson = ReturnType<typeof compareJson>;
