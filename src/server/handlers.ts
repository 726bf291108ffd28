import { buildCatalog } from "../rubric/catalog.js";
import type { ScoredReport } from "../score/types.js";
import { loadAgent, similarAgents } from "./agent-load.js";
import { badgeSvg } from "./badge.js";
import { catalogView, parseCatalogQuery } from "./catalog-view.js";
import { compareView, parseCompareIds } from "./compare-view.js";
import { formatTotal } from "./format.js";
import { agentJson, agentPage } from "./pages/agent.js";
import { catalogJson, catalogPage } from "./pages/catalog.js";
import { compareJson, comparePage, comparePicker } from "./pages/compare.js";
import { errorPage, unavailablePage, unknownAgentPage } from "./pages/errors.js";
import { methodPage } from "./pages/method.js";
import { htmlReply, jsonError, jsonReply, type Reply, type SiteContext } from "./reply.js";

const COMMIT = /^[0-9a-f]{40}$/;

/**
 * GET / and /api/agents: the catalog, filtered, sorted and searched by the query string.
 * Why cached: it renders every agent, and nothing in it changes until a publish moves the store's revision
 * (from this process or any other), so one cheap query decides whether the last rendering still holds.
 */
export async function catalogHandler(ctx: SiteContext, params: URLSearchParams, api: boolean): Promise<Reply> {
  const { query, problems } = parseCatalogQuery(params, ctx.rubric);
  if (api && problems.length) return jsonError(400, problems.join("; "));
  const qs = params.toString();
  const key = `${api ? "api" : "html"}\n${await ctx.store.revision()}\n${qs}`;
  const cached = ctx.catalogCache.get(key);
  if (cached) return cached;
  const view = catalogView(await ctx.store.listLatest(), query, ctx.rubric);
  const reply = api
    ? jsonReply(200, catalogJson(view))
    : htmlReply(ctx, 200, { title: "Catalog", page: "catalog", body: catalogPage(view, problems, ctx.rubric.method.surface), api: `/api/agents${qs ? `?${qs}` : ""}` });
  // A Buffer body lets the HTTP layer keep its compressed form beside it.
  const stored = { ...reply, body: Buffer.from(reply.body) };
  ctx.catalogCache.set(key, stored);
  return stored;
}

/** GET /agents/<id> and /api/agents/<id> (optionally ?commit=<sha> for an earlier scorecard). */
export async function agentHandler(ctx: SiteContext, id: string, params: URLSearchParams, api: boolean): Promise<Reply> {
  const commit = params.get("commit") ?? undefined;
  if (commit !== undefined && !COMMIT.test(commit)) {
    const msg = "commit must be a full 40-character lowercase SHA";
    return api ? jsonError(400, msg) : htmlReply(ctx, 400, { title: "Bad commit", page: "error", body: errorPage("Bad commit", msg) });
  }
  const loaded = await loadAgent(ctx, id, commit);
  if (loaded.kind === "missing") {
    if (api) return jsonError(404, loaded.message);
    return htmlReply(ctx, 404, { title: "Unknown agent", page: "error", body: unknownAgentPage(id, await similarAgents(ctx, id)) });
  }
  if (loaded.kind === "unavailable") {
    return api ? jsonError(500, `entry unavailable: ${loaded.reason}`) : htmlReply(ctx, 500, { title: "Entry unavailable", page: "error", body: unavailablePage(id, loaded.reason) });
  }
  if (api) return jsonReply(200, agentJson(loaded.data, loaded.entry));
  const r = loaded.data.report;
  return htmlReply(ctx, 200, { title: `${r.card.name} ${formatTotal(r.total)}/10`, page: "agent", body: agentPage(loaded.data, ctx.rubric), api: `/api/agents/${id}${commit ? `?commit=${commit}` : ""}` });
}

/** GET /compare and /api/compare?ids=a,b[,c,d]. */
export async function compareHandler(ctx: SiteContext, params: URLSearchParams, api: boolean): Promise<Reply> {
  const ids = parseCompareIds(params);
  const picker = async (status: number, message: string | null) => {
    const rows = await ctx.store.listLatest();
    const agents = rows.map((r) => ({ id: r.agentId, name: r.name })).sort((a, b) => a.name.localeCompare(b.name, "en"));
    return htmlReply(ctx, status, { title: "Compare", page: "compare", body: comparePicker(agents, message, ids) });
  };
  if (ids.length < 2 || ids.length > 4) {
    const msg = `compare needs two to four agent ids (got ${ids.length}), e.g. ?ids=a,b`;
    if (api) return jsonError(400, msg);
    return picker(ids.length === 0 ? 200 : 400, ids.length === 0 ? null : msg);
  }
  const reports: ScoredReport[] = [];
  for (const id of ids) {
    const loaded = await loadAgent(ctx, id);
    if (loaded.kind === "missing") return api ? jsonError(404, loaded.message) : picker(404, `No agent '${id}' in the catalog.`);
    if (loaded.kind === "unavailable") return api ? jsonError(500, `${id}: entry unavailable: ${loaded.reason}`) : picker(500, `The entry of '${id}' is unavailable: ${loaded.reason}.`);
    reports.push(loaded.data.report);
  }
  const view = compareView(reports);
  if (api) return jsonReply(200, compareJson(view));
  return htmlReply(ctx, 200, { title: `Compare ${ids.join(", ")}`, page: "compare", body: comparePage(view), api: `/api/compare?ids=${ids.join(",")}` });
}

/** GET /method and /api/method: the criteria catalog from the rubric. */
export function methodHandler(ctx: SiteContext, api: boolean): Reply {
  if (api) return jsonReply(200, buildCatalog(ctx.rubric));
  return htmlReply(ctx, 200, { title: "Method", page: "method", body: methodPage(ctx.rubric), api: "/api/method" });
}

/** GET /badge/<id>.svg: score and band colour from the latest row's columns (no JSON to parse, so never unavailable). */
export async function badgeHandler(ctx: SiteContext, id: string): Promise<Reply> {
  const row = await ctx.store.find(id);
  const svg = (status: number, body: string): Reply => ({ status, type: "image/svg+xml; charset=utf-8", body, headers: { "Cache-Control": "no-cache" } });
  if (!row) return svg(404, badgeSvg("DiD score", "unknown agent", "grey"));
  const band = ctx.rubric.method.bands.find((b) => b.id === row.bandId);
  return svg(200, badgeSvg("DiD score", `${formatTotal(row.totalTenths / 10)}/10 ${band?.label ?? row.bandId}`, row.bandColor));
}
