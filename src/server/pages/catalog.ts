import { formatFixed } from "../../score/pyround.js";
import type { CatalogItem, CatalogView } from "../catalog-view.js";
import { SORT_KEYS } from "../catalog-view.js";
import { formatTotal } from "../format.js";
import { html, safeUrl, type SafeHtml } from "../html.js";
import { surfaceIcons, surfaceLegend } from "../surface.js";

const SORT_LABELS: Record<(typeof SORT_KEYS)[number], string> = {
  score: "Score (high first)",
  applicable: "Applicable score",
  name: "Name",
  date: "Scored date (newest first)",
  category: "Category",
};

/** "6.50 / 9 (72%)": the score over the criteria whose risk surface exists. */
export function applicableText(a: { score: number; max: number; percent: number | null }): string {
  return `${formatFixed(a.score, 2)} / ${a.max}${a.percent === null ? "" : ` (${a.percent}%)`}`;
}

function row(item: CatalogItem, shown: boolean): SafeHtml {
  const l = item.listing;
  const band = `band-${l.band.color}`;
  return html`<tr class="agent-row" data-id="${item.id}"${shown ? "" : html` hidden`}>
<td><input type="checkbox" name="ids" value="${item.id}" aria-label="Compare ${l.name}"></td>
<td><a class="agent-link" href="/agents/${item.id}">${l.name}</a><div class="desc">${l.description}</div></td>
<td>${l.category_label}</td>
<td class="num"><span class="score ${band}">${formatTotal(l.total)}</span> <span class="band ${band}">${l.band.label}</span></td>
<td class="num">${applicableText(l.applicable)}</td>
<td>${surfaceIcons(l.surface)}</td>
</tr>`;
}

function options(items: ReadonlyArray<{ id: string; label: string }>, selected: string | null, allLabel: string | null): SafeHtml {
  return html`${allLabel === null ? "" : html`<option value="">${allLabel}</option>`}${items.map((o) => html`<option value="${o.id}"${o.id === selected ? html` selected` : ""}>${o.label}</option>`)}`;
}

/** The catalog body: leaderboards, the filter form (works without script), every agent, unavailable rows. */
export function catalogPage(view: CatalogView, problems: readonly string[], surfaceLabels: Parameters<typeof surfaceLegend>[0]): SafeHtml {
  const q = view.query;
  // Why every agent is rendered: the client script re-filters in place; rows outside the filter are only hidden.
  const shown = new Set(view.items.map((i) => i.id));
  return html`<h1>Agent platforms by Defense-in-Depth Score</h1>
<p class="muted">${view.total} ${view.total === 1 ? "agent" : "agents"} scored on ten criteria out of 10. Select two to four to compare them.</p>
${problems.map((p) => html`<p class="notice">Ignored: ${p}</p>`)}
${view.leaderboards.length ? html`<h2>Category leaderboards</h2><div class="leaderboards">${view.leaderboards.map(
    (b) => html`<section data-category="${b.category}"><h3>${b.label}</h3><ol>${b.items.map((i) => html`<li><a href="/agents/${i.id}">${i.listing.name}</a> <span class="score band-${i.listing.band.color}">${formatTotal(i.listing.total)}</span></li>`)}</ol></section>`,
  )}</div>` : ""}
<h2>All agents</h2>
<form class="filters" id="catalog-filters" method="get" action="/" role="search">
<label>Search <input type="search" name="q" value="${q.q}" placeholder="name, repository, text…" maxlength="200"></label>
<label>Category <select name="category">${options(view.categories.map((c) => ({ id: c.id, label: `${c.label} (${c.count})` })), q.category, "All categories")}</select></label>
<label>Band <select name="band">${options(view.bands.map((b) => ({ id: b.id, label: `${b.label} (${b.count})` })), q.band, "All bands")}</select></label>
<label>Sort <select name="sort">${options(SORT_KEYS.map((k) => ({ id: k, label: SORT_LABELS[k] })), q.sort, null)}</select></label>
<button type="submit">Apply</button>
</form>
${surfaceLegend(surfaceLabels)}
<p id="result-count" aria-live="polite">Showing ${view.items.length} of ${view.total}.</p>
<form id="compare-form" method="get" action="/compare">
<table class="catalog" id="catalog-table">
<thead><tr><th>Compare</th><th>Agent</th><th>Category</th><th class="num">Score</th><th class="num">Applicable</th><th>Surface</th></tr></thead>
<tbody>
${view.all.map((i) => row(i, shown.has(i.id)))}
</tbody>
</table>
<p><button type="submit" id="compare-button">Compare selected</button></p>
</form>
${view.unavailable.length ? html`<h2>Unavailable</h2><p class="notice error">These stored entries could not be read and are left out; the rest of the catalog is unaffected.</p><ul id="unavailable">${view.unavailable.map((u) => html`<li><code>${u.id}</code> at <code>${u.commit.slice(0, 12)}</code></li>`)}</ul>` : ""}`;
}

/** The catalog as JSON: the filtered, sorted agents, unavailable rows and leaderboards. */
export function catalogJson(view: CatalogView) {
  const agent = (i: CatalogItem) => ({
    id: i.id,
    name: i.listing.name,
    repo_url: safeUrl(i.listing.repo_url),
    description: i.listing.description,
    category: i.category,
    category_label: i.listing.category_label,
    score: i.listing.total,
    band: i.listing.band,
    applicable: i.listing.applicable,
    capability_profile: Object.fromEntries(i.listing.surface.map((s) => [s.key, s.value])),
    pinned_commit: i.commit,
    scored_date: i.scoredDate,
    scorecard_version: i.methodVersion,
    published_at: i.publishedAt,
    links: { page: `/agents/${i.id}`, api: `/api/agents/${i.id}`, badge: `/badge/${i.id}.svg` },
  });
  return {
    query: view.query,
    count: view.items.length,
    total: view.total,
    agents: view.items.map(agent),
    unavailable: view.unavailable.map((u) => ({ id: u.id, pinned_commit: u.commit, reason: "stored entry could not be read" })),
    leaderboards: view.leaderboards.map((b) => ({ category: b.category, label: b.label, agents: b.items.map((i) => ({ id: i.id, name: i.listing.name, score: i.listing.total, band: i.listing.band })) })),
  };
}

/** The catalog twin's JSON shape. */
export type CatalogJson = ReturnType<typeof catalogJson>;
