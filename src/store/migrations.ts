import { sql, type Kysely, type Migration } from "kysely";
import type { StoreDialect } from "./types.js";

/**
 * The schema as in-code migrations, keyed by name (kysely runs them in name order).
 * Why in code: the package ships no migration folder, and the same steps must run on both dialects.
 */
export function siteMigrations(dialect: StoreDialect): Record<string, Migration> {
  return {
    "0001_agents_and_scorecards": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("agents")
          .ifNotExists()
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("repo_url", "text", (c) => c.notNull())
          .addColumn("category", "text", (c) => c.notNull())
          .addColumn("first_published_at", "text", (c) => c.notNull())
          .addColumn("last_published_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("scorecards")
          .ifNotExists()
          .addColumn("id", dialect === "postgres" ? "serial" : "integer", (c) => (dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn("agent_id", "text", (c) => c.notNull().references("agents.id").onDelete("cascade"))
          .addColumn("pinned_commit", "text", (c) => c.notNull())
          .addColumn("scored_date", "text", (c) => c.notNull())
          .addColumn("method_version", "text", (c) => c.notNull())
          .addColumn("entry_schema_version", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("category", "text", (c) => c.notNull())
          .addColumn("total_tenths", "integer", (c) => c.notNull())
          .addColumn("band_id", "text", (c) => c.notNull())
          .addColumn("band_color", "text", (c) => c.notNull())
          .addColumn("applicable_score", "double precision", (c) => c.notNull())
          .addColumn("applicable_max", "double precision", (c) => c.notNull())
          .addColumn("published_at", "text", (c) => c.notNull())
          .addColumn("listing_json", "text", (c) => c.notNull())
          // Why the large documents last: SQLite stores a row's columns in order and spills the tail to overflow
          // pages, so the catalog reads everything before them without touching the big JSON.
          .addColumn("source_json", "text", (c) => c.notNull())
          .addColumn("entry_json", "text", (c) => c.notNull())
          .addUniqueConstraint("scorecards_agent_commit", ["agent_id", "pinned_commit"])
          .execute();
        await db.schema.createIndex("scorecards_agent_latest").ifNotExists().on("scorecards").columns(["agent_id", "scored_date", "published_at"]).execute();
      },
      async down(db: Kysely<unknown>) {
        await sql`drop table if exists scorecards`.execute(db);
        await sql`drop table if exists agents`.execute(db);
      },
    },
    "0002_site_revision": {
      // One counter every publish bumps in its transaction, so a server can cache what it rendered until it moves.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("site_revision")
          .ifNotExists()
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("revision", "integer", (c) => c.notNull())
          .execute();
        await sql`insert into site_revision (id, revision) values (1, 0) on conflict (id) do nothing`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await sql`drop table if exists site_revision`.execute(db);
      },
    },
  };
}
