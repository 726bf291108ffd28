import Database from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { InputError } from "../util/errors.js";
import { siteMigrations } from "./migrations.js";
import { createStore } from "./queries.js";
import type { SiteDatabase } from "./schema.js";
import type { Store, StoreDialect } from "./types.js";

/** Where the store lives: a SQLite file, or a PostgreSQL URL (optionally in one schema, created when missing). */
export type StoreConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string; schema?: string };

/** The default SQLite file when neither --db nor DATABASE_URL says otherwise. */
export const DEFAULT_DB_FILE = "didscore.db";

/** Chooses the store: an explicit --db file wins, then DATABASE_URL, then didscore.db in the working directory. */
export function storeConfigFrom(dbOption: string | undefined, env: NodeJS.ProcessEnv): StoreConfig {
  if (dbOption !== undefined) return { kind: "sqlite", file: dbOption };
  const url = env["DATABASE_URL"];
  if (url) return { kind: "postgres", url };
  return { kind: "sqlite", file: DEFAULT_DB_FILE };
}

/** A URL with any password replaced, safe to print. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

function openSqlite(file: string): Kysely<SiteDatabase> {
  let database: Database.Database;
  try {
    database = new Database(file);
  } catch (e) {
    throw new InputError(`${file}: cannot open the SQLite database (${(e as Error).message})`);
  }
  // Why WAL and a busy timeout: readers never block the writer, and a second process waits instead of failing.
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 10000");
  database.pragma("foreign_keys = ON");
  return new Kysely<SiteDatabase>({ dialect: new SqliteDialect({ database }) });
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function openPostgres(url: string, schema: string | undefined): Kysely<SiteDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  if (schema !== undefined) {
    // Why per connection: search_path is session state, and every pooled connection must see the same schema.
    pool.on("connect", (client) => {
      client.query(`set search_path to ${quoteIdent(schema)}`).catch(() => undefined);
    });
  }
  return new Kysely<SiteDatabase>({ dialect: new PostgresDialect({ pool }) });
}

async function migrate(db: Kysely<SiteDatabase>, dialect: StoreDialect): Promise<void> {
  const migrations = siteMigrations(dialect);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  for (let attempt = 1; ; attempt++) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    // Why retry: two processes opening a fresh SQLite file race to migrate it (kysely takes no lock on SQLite);
    // the loser fails on the lock, a table or the migration row, and on the next attempt finds the work done.
    const busy = (error as { code?: unknown }).code === "SQLITE_BUSY" || /already exists|UNIQUE constraint failed: kysely_migration/.test(String(error));
    if (!busy || attempt >= 5) throw error;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

/** Opens the store and applies every pending migration. Throws InputError when the database is unreachable. */
export async function openStore(config: StoreConfig): Promise<Store> {
  const dialect: StoreDialect = config.kind;
  const db = config.kind === "sqlite" ? openSqlite(config.file) : openPostgres(config.url, config.schema);
  try {
    if (config.kind === "postgres" && config.schema !== undefined) await sql.raw(`create schema if not exists ${quoteIdent(config.schema)}`).execute(db);
    await migrate(db, dialect);
  } catch (e) {
    await db.destroy().catch(() => undefined);
    const where = config.kind === "sqlite" ? config.file : redactUrl(config.url);
    throw new InputError(`${where}: cannot prepare the ${dialect === "sqlite" ? "SQLite" : "PostgreSQL"} store (${(e as Error).message})`);
  }
  return createStore(db, dialect, () => db.destroy());
}
