import { buildPermalink } from "../../evidence/permalink.js";
import { isCodeEvidence, type EvidenceItem } from "../../model/evidence.js";
import { html, safeUrl, type SafeHtml } from "../html.js";

/** Where the evidence points: repository URL and pinned commit. */
export interface EvidenceRepo {
  repoUrl: string;
  commit: string;
}

/**
 * Evidence as a list: code citations with their permalink and the cited snippet when the scorecard quotes it,
 * searches with the exact command, scope and hit count. Every string is escaped; every URL passes safeUrl.
 */
export function evidenceList(items: readonly EvidenceItem[], repo: EvidenceRepo): SafeHtml {
  if (items.length === 0) return html`<p class="muted">No evidence recorded.</p>`;
  return html`<ul class="evidence">${items.map((ev) => {
    if (isCodeEvidence(ev)) {
      const where = `${ev.file}:${ev.lines}`;
      const url = buildPermalink(repo.repoUrl, repo.commit, ev);
      return html`<li class="ev-code">${url ? html`<a class="permalink" href="${safeUrl(url)}" rel="noopener noreferrer">${where}</a>` : html`<code>${where}</code>`}${ev.note ? html` <span class="muted">${ev.note}</span>` : ""}${ev.contains ? html`<pre class="snippet"><code>${ev.contains}</code></pre>` : ""}</li>`;
    }
    return html`<li class="ev-search">search <code>${ev.search}</code> in <code>${ev.scope}</code>: ${ev.hits} ${ev.hits === 1 ? "hit" : "hits"}${ev.note ? html` <span class="muted">${ev.note}</span>` : ""}</li>`;
  })}</ul>`;
}

/** A link to the pinned commit on GitHub or GitLab, else null. */
export function commitUrl(repoUrl: string, commit: string): string | null {
  const base = repoUrl.replace(/\.git$/, "").replace(/\/$/, "");
  if (/^https:\/\/github\.com\/[^/]+\/[^/]+$/.test(base)) return `${base}/commit/${commit}`;
  if (/^https:\/\/gitlab\.com\/.+/.test(base)) return `${base}/-/commit/${commit}`;
  return null;
}
