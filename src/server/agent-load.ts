import type { HistoryRow } from "../store/types.js";
import type { AgentPageData } from "./pages/agent.js";
import { readStoredScorecard } from "./rescore.js";
import type { SiteContext } from "./reply.js";

/** An agent looked up for a page: missing, stored but unreadable, or ready to render. */
export type LoadedAgent =
  | { kind: "missing"; message: string }
  | { kind: "unavailable"; reason: string; history: HistoryRow[] }
  | { kind: "ok"; data: AgentPageData; entry: Record<string, unknown> };

/** Loads the latest (or the given commit's) scorecard of an agent with its history; never throws on bad rows. */
export async function loadAgent(ctx: SiteContext, id: string, commit?: string): Promise<LoadedAgent> {
  const history = await ctx.store.history(id);
  if (history.length === 0) return { kind: "missing", message: `no agent '${id}' in the catalog` };
  const row = await ctx.store.find(id, commit);
  if (!row) return { kind: "missing", message: `agent '${id}' has no scorecard at commit ${commit ?? ""}` };
  const read = readStoredScorecard(row, ctx.rubric);
  if (!read.ok) return { kind: "unavailable", reason: read.reason, history };
  return {
    kind: "ok",
    entry: read.entry,
    data: {
      report: read.report,
      cacheKey: read.key,
      history,
      commit: row.pinnedCommit,
      latestCommit: history[0]!.pinnedCommit,
      publishedAt: row.publishedAt,
      storedTotalTenths: row.totalTenths,
    },
  };
}

/** Up to five agents whose id or name resembles an unknown id (for the 404 page). */
export async function similarAgents(ctx: SiteContext, id: string): Promise<Array<{ id: string; name: string }>> {
  const needle = id.toLowerCase();
  const rows = await ctx.store.listLatest();
  return rows
    .filter((r) => r.agentId.includes(needle) || needle.includes(r.agentId) || r.name.toLowerCase().includes(needle) || (needle.length >= 3 && r.agentId.startsWith(needle.slice(0, 3))))
    .slice(0, 5)
    .map((r) => ({ id: r.agentId, name: r.name }));
}
