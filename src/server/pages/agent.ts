import type { Rubric } from "../../rubric/load.js";
import type { ScoredReport } from "../../score/types.js";
import type { HistoryRow } from "../../store/types.js";
import { criteriaChart } from "../chart.js";
import { formatGain, formatTotal, shortCommit } from "../format.js";
import { html, safeUrl, type SafeHtml } from "../html.js";
import { surfaceItems, surfaceList } from "../surface.js";
import { criterionSection } from "./agent-criteria.js";
import { applicableText } from "./catalog.js";
import { commitUrl, evidenceList, type EvidenceRepo } from "./evidence.js";

/** What the agent page shows: the scored model of one stored scorecard plus its history. */
export interface AgentPageData {
  report: ScoredReport;
  cacheKey: string;
  history: HistoryRow[];
  /** The commit shown (the latest unless one was asked for). */
  commit: string;
  latestCommit: string;
  publishedAt: string;
  storedTotalTenths: number;
}

function threatNames(rubric: Rubric): Map<string, string> {
  return new Map(rubric.threats.frameworks.flatMap((f) => f.codes.map((c) => [c.code, `${c.name} (${f.name})`] as const)));
}

function header(r: ScoredReport, d: AgentPageData, rubric: Rubric): SafeHtml {
  const c = r.card;
  const commitLink = commitUrl(c.repo_url, c.pinned_commit);
  return html`<p class="muted"><a href="/">Catalog</a> › ${r.categoryLabel}</p>
<h1>${c.name}</h1>
<p class="desc">${c.description}</p>
<p class="muted"><a href="${safeUrl(c.repo_url)}" rel="noopener noreferrer">${c.repo_url}</a>${c.subpath ? html` (subpath <code>${c.subpath}</code>)` : ""}${c.version ? html` · version ${c.version}` : ""} · commit ${commitLink ? html`<a href="${safeUrl(commitLink)}" rel="noopener noreferrer"><code>${shortCommit(c.pinned_commit)}</code></a>` : html`<code>${shortCommit(c.pinned_commit)}</code>`} · scored ${c.scored_date} · method ${r.methodVersion}</p>
${d.commit !== d.latestCommit ? html`<p class="notice">This is an earlier scorecard (commit <code>${shortCommit(d.commit)}</code>). <a href="/agents/${c.id}">See the latest.</a></p>` : ""}
${r.methodVersion !== rubric.method.version ? html`<p class="notice">Scored under method ${r.methodVersion}; the current method is ${rubric.method.version}.</p>` : ""}
${r.totalTenths !== d.storedTotalTenths ? html`<p class="notice">Published as ${formatTotal(d.storedTotalTenths / 10)}; the current calculator gives ${formatTotal(r.total)}.</p>` : ""}`;
}

function scoreBox(r: ScoredReport, d: AgentPageData): SafeHtml {
  const band = `band-${r.band.color}`;
  return html`<div class="score-box">
<div><div class="big score ${band}" id="total">${formatTotal(r.total)}<span class="muted"> / 10</span></div><span class="band ${band}">${r.band.label}</span></div>
<div><div class="muted">Applicable score</div><div id="applicable">${applicableText(r.applicable)}</div><div class="muted">over the ${r.applicable.count} criteria whose risk surface exists</div></div>
<div><img src="/badge/${r.card.id}.svg" alt="badge: ${formatTotal(r.total)} ${r.band.label}"><div class="embed muted">Badge: <code>/badge/${r.card.id}.svg</code></div></div>
</div>
<p class="headline"><strong>${r.card.headline}</strong></p>
<p class="muted">Scored configuration: ${r.card.scored_configuration}</p>
${surfaceList(surfaceItems(r.surface))}
<figure class="chart">${criteriaChart(r, d.cacheKey)}<figcaption class="muted">Solid bars: score after caps; grey bars behind: raw score before caps; blue-grey: risk surface absent (SA).</figcaption></figure>`;
}

function criticalGaps(r: ScoredReport, repo: EvidenceRepo, rubric: Rubric): SafeHtml {
  const names = threatNames(rubric);
  if (r.card.critical_findings.length === 0) return html`<h2 id="critical">Critical gaps</h2><p class="muted">None recorded.</p>`;
  return html`<h2 id="critical">Critical gaps</h2><ol class="critical">${r.card.critical_findings.map(
    (f) => html`<li><p><a href="#${f.criterion}">${f.criterion}</a> ${f.summary} ${f.owasp.map((code) => html`<span class="threat" title="${names.get(code) ?? code}">${code}</span>`)}</p>${evidenceList(f.evidence, repo)}</li>`,
  )}</ol>`;
}

function ruleOfTwo(r: ScoredReport): SafeHtml {
  const t = r.card.rule_of_two;
  return html`<h2 id="rule-of-two">Rule of Two</h2>
<table class="rule-of-two"><tbody>
<tr><th scope="row">Untrusted input</th><td>${t.untrusted_input}</td></tr>
<tr><th scope="row">Sensitive data</th><td>${t.sensitive_data}</td></tr>
<tr><th scope="row">State change or egress</th><td>${t.state_change_or_egress}</td></tr>
<tr><th scope="row">All three in one default session</th><td><strong>${t.same_session ? "Yes: the rule is broken by default." : "No"}</strong></td></tr>
</tbody></table>`;
}

function fixes(r: ScoredReport): SafeHtml {
  if (r.fixes.length === 0) return html`<h2 id="fixes">Fixes</h2><p class="muted">None listed.</p>`;
  return html`<h2 id="fixes">Fixes</h2><table class="fixes"><thead><tr><th>Fix</th><th>Criterion</th><th>Level</th><th class="num">Gain before caps</th><th class="num">Gain after caps</th></tr></thead><tbody>${r.fixes.map(
    (f) => html`<tr><td>${f.summary}${f.playbook ? html` <span class="muted">(${f.playbook})</span>` : ""}</td><td><a href="#${f.criterion}">${f.criterion}</a> ${f.parameter}</td><td>L${f.from_level} → L${f.to_level}</td><td class="num">${formatGain(f.gainBeforeCaps)}</td><td class="num">${formatGain(f.gainAfterCaps)}</td></tr>`,
  )}</tbody></table>`;
}

function reaudit(r: ScoredReport): SafeHtml {
  const log = r.card.reaudit_log;
  return html`<h2 id="reaudit">Re-audit log</h2>${log.length === 0 ? html`<p class="muted">No level changed in the re-audit.</p>` : html`<table><thead><tr><th>Criterion</th><th>Change</th><th>Reason</th></tr></thead><tbody>${log.map((e) => html`<tr><td><a href="#${e.criterion}">${e.criterion}</a> ${e.parameter}</td><td>L${e.from_level} → L${e.to_level}</td><td>${e.reason}</td></tr>`)}</tbody></table>`}`;
}

function limitations(r: ScoredReport): SafeHtml {
  return html`<h2 id="limitations">Limitations</h2>${r.card.limitations.length ? html`<ul>${r.card.limitations.map((l) => html`<li>${l}</li>`)}</ul>` : html`<p class="muted">None stated.</p>`}`;
}

function history(d: AgentPageData, id: string, rubric: Rubric): SafeHtml {
  const bandLabel = (bandId: string) => rubric.method.bands.find((b) => b.id === bandId)?.label ?? bandId;
  return html`<h2 id="history">Score history</h2><table class="history"><thead><tr><th>Commit</th><th>Scored</th><th>Method</th><th class="num">Score</th><th>Band</th><th>Published</th></tr></thead><tbody>${d.history.map(
    (h) => html`<tr${h.pinnedCommit === d.commit ? html` class="current"` : ""}><td><a href="/agents/${id}?commit=${h.pinnedCommit}"><code>${shortCommit(h.pinnedCommit)}</code></a></td><td>${h.scoredDate}</td><td>${h.methodVersion}</td><td class="num">${formatTotal(h.totalTenths / 10)}</td><td><span class="band band-${h.bandColor}">${bandLabel(h.bandId)}</span></td><td>${h.publishedAt}</td></tr>`,
  )}</tbody></table>`;
}

/** The agent page body: headline, scores, chart, gaps, Rule of Two, every criterion, fixes, re-audit, limitations, history. */
export function agentPage(d: AgentPageData, rubric: Rubric): SafeHtml {
  const r = d.report;
  const repo = { repoUrl: r.card.repo_url, commit: r.card.pinned_commit };
  return html`${header(r, d, rubric)}
${scoreBox(r, d)}
${criticalGaps(r, repo, rubric)}
${ruleOfTwo(r)}
<h2 id="criteria">Criteria</h2>
<div class="toolbar" id="criteria-toolbar"></div>
${r.criteria.map((c) => criterionSection(rubric, c, r, repo))}
${fixes(r)}
${reaudit(r)}
${limitations(r)}
${history(d, r.card.id, rubric)}`;
}

/** The agent page as JSON: the published entry, gains after caps, and the history. */
export function agentJson(d: AgentPageData, entry: Record<string, unknown>) {
  return {
    id: d.report.card.id,
    pinned_commit: d.commit,
    latest_commit: d.latestCommit,
    published_at: d.publishedAt,
    entry,
    fixes: d.report.fixes.map((f) => ({ summary: f.summary, criterion: f.criterion, parameter: f.parameter, from_level: f.from_level, to_level: f.to_level, gain_before_caps: f.gainBeforeCaps, gain_after_caps: f.gainAfterCaps })),
    history: d.history.map((h) => ({ pinned_commit: h.pinnedCommit, scored_date: h.scoredDate, scorecard_version: h.methodVersion, score: h.totalTenths / 10, band: h.bandId, published_at: h.publishedAt, links: { page: `/agents/${h.agentId}?commit=${h.pinnedCommit}`, api: `/api/agents/${h.agentId}?commit=${h.pinnedCommit}` } })),
  };
}

/** The agent twin's JSON shape. */
export type AgentJson = ReturnType<typeof agentJson>;
