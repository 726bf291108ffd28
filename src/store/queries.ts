import { sql, type Kysely, type Transaction } from "kysely";
import type { SiteDatabase } from "./schema.js";
import type { HistoryRow, ListingRow, PublishOutcome, ScorecardRecord, Store, StoreDialect, StoredScorecard } from "./types.js";

const HISTORY_COLUMNS = [
  "agent_id",
  "pinned_commit",
  "scored_date",
  "method_version",
  "name",
  "category",
  "total_tenths",
  "band_id",
  "band_color",
  "applicable_score",
  "applicable_max",
  "published_at",
] as const;

type HistoryColumns = Pick<SiteDatabase["scorecards"], (typeof HISTORY_COLUMNS)[number]>;

function historyRow(r: HistoryColumns): HistoryRow {
  return {
    agentId: r.agent_id,
    pinnedCommit: r.pinned_commit,
    scoredDate: r.scored_date,
    methodVersion: r.method_version,
    name: r.name,
    category: r.category,
    totalTenths: Number(r.total_tenths),
    bandId: r.band_id,
    bandColor: r.band_color,
    applicableScore: Number(r.applicable_score),
    applicableMax: Number(r.applicable_max),
    publishedAt: r.published_at,
  };
}

// PostgreSQL aborts one side of a deadlock or serialization conflict; the publish is safe to run again.
const RETRYABLE = new Set(["40001", "40P01"]);

function isRetryable(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return typeof code === "string" && (RETRYABLE.has(code) || code === "SQLITE_BUSY");
}

async function writeOne(trx: Transaction<SiteDatabase>, r: ScorecardRecord): Promise<PublishOutcome> {
  // Why the agent upsert first: it is a write, so SQLite takes the write lock before any read (no lock-upgrade
  // deadlock between processes) and PostgreSQL locks the agent row, serialising publishes of one agent.
  await trx
    .insertInto("agents")
    .values({ id: r.agentId, name: r.name, repo_url: r.repoUrl, category: r.category, first_published_at: r.publishedAt, last_published_at: r.publishedAt })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        repo_url: eb.ref("excluded.repo_url"),
        category: eb.ref("excluded.category"),
        last_published_at: eb.ref("excluded.last_published_at"),
      })),
    )
    .execute();
  const existing = await trx.selectFrom("scorecards").select("id").where("agent_id", "=", r.agentId).where("pinned_commit", "=", r.pinnedCommit).executeTakeFirst();
  const values = {
    agent_id: r.agentId,
    pinned_commit: r.pinnedCommit,
    scored_date: r.scoredDate,
    method_version: r.methodVersion,
    entry_schema_version: r.entrySchemaVersion,
    name: r.name,
    category: r.category,
    total_tenths: r.totalTenths,
    band_id: r.bandId,
    band_color: r.bandColor,
    applicable_score: r.applicableScore,
    applicable_max: r.applicableMax,
    source_json: r.sourceJson,
    entry_json: r.entryJson,
    listing_json: r.listingJson,
    published_at: r.publishedAt,
  };
  const { agent_id: _a, pinned_commit: _c, ...update } = values;
  await trx
    .insertInto("scorecards")
    .values(values)
    .onConflict((oc) => oc.columns(["agent_id", "pinned_commit"]).doUpdateSet(update))
    .execute();
  return { agentId: r.agentId, pinnedCommit: r.pinnedCommit, replaced: existing !== undefined };
}

/** The store over an open kysely instance; `dispose` closes whatever the connection needs closing. */
export function createStore(db: Kysely<SiteDatabase>, dialect: StoreDialect, dispose: () => Promise<void>): Store {
  return {
    dialect,

    async publish(records) {
      // Why sorted: every transaction then locks agent rows in the same order, so two batches cannot deadlock.
      // The sort is stable, so a later duplicate of the same agent and commit still wins.
      const ordered = [...records].sort((a, b) => (a.agentId < b.agentId ? -1 : a.agentId > b.agentId ? 1 : 0));
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(async (trx) => {
            const out: PublishOutcome[] = [];
            for (const r of ordered) out.push(await writeOne(trx, r));
            // Why last: every transaction takes the agent rows first, then this one row, so the order never cycles.
            if (out.length) await trx.updateTable("site_revision").set((eb) => ({ revision: eb("revision", "+", 1) })).where("id", "=", 1).execute();
            return out;
          });
        } catch (e) {
          if (attempt >= 8 || !isRetryable(e)) throw e;
          await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.floor(Math.random() * 20)));
        }
      }
    },

    async listLatest(): Promise<ListingRow[]> {
      // Why a window function: "latest per agent" stays one portable query on both SQLite (3.25+) and PostgreSQL.
      const ranked = db
        .selectFrom("scorecards")
        .select([...HISTORY_COLUMNS, "listing_json"])
        .select(sql<number>`row_number() over (partition by agent_id order by scored_date desc, published_at desc, id desc)`.as("rank"))
        .as("ranked");
      const rows = await db.selectFrom(ranked).selectAll().where("rank", "=", 1).orderBy("agent_id").execute();
      return rows.map((r) => ({ ...historyRow(r), listingJson: r.listing_json }));
    },

    async find(agentId, commit): Promise<StoredScorecard | undefined> {
      let q = db.selectFrom("scorecards").select([...HISTORY_COLUMNS, "listing_json", "source_json", "entry_json"]).where("agent_id", "=", agentId);
      if (commit !== undefined) q = q.where("pinned_commit", "=", commit);
      const r = await q.orderBy("scored_date", "desc").orderBy("published_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
      return r && { ...historyRow(r), listingJson: r.listing_json, sourceJson: r.source_json, entryJson: r.entry_json };
    },

    async history(agentId) {
      const rows = await db
        .selectFrom("scorecards")
        .select(HISTORY_COLUMNS)
        .where("agent_id", "=", agentId)
        .orderBy("scored_date", "desc")
        .orderBy("published_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(historyRow);
    },

    async revision() {
      const row = await db.selectFrom("site_revision").select("revision").where("id", "=", 1).executeTakeFirst();
      return Number(row?.revision ?? 0);
    },

    close: dispose,
  };
}
