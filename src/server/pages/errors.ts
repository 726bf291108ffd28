import { html, type SafeHtml } from "../html.js";

/** The page for an unknown agent: says what was asked for and where to look instead. */
export function unknownAgentPage(id: string, suggestions: ReadonlyArray<{ id: string; name: string }>): SafeHtml {
  return html`<h1>No agent “${id}”</h1>
<p>The catalog has no agent with the id <code>${id}</code>. Ids are lowercase slugs such as <code>windmill</code>; an agent appears here once its scorecard is published with <code>didscore publish</code>.</p>
${suggestions.length ? html`<p>Did you mean: ${suggestions.map((s, i) => html`${i ? ", " : ""}<a href="/agents/${s.id}">${s.name}</a>`)}?</p>` : ""}
<p><a href="/">Browse the catalog</a> or <a href="/?q=${encodeURIComponent(id)}">search for “${id}”</a>.</p>`;
}

/** A stored entry that cannot be read: the rest of the site keeps working. */
export function unavailablePage(id: string, reason: string): SafeHtml {
  return html`<h1>${id}: entry unavailable</h1><p class="notice error">The stored scorecard of <code>${id}</code> cannot be shown: ${reason}.</p><p>Publish it again to replace it. <a href="/">Back to the catalog.</a></p>`;
}

/** A generic error page. */
export function errorPage(title: string, message: string): SafeHtml {
  return html`<h1>${title}</h1><p>${message}</p><p><a href="/">Back to the catalog.</a></p>`;
}
