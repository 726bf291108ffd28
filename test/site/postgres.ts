import pg from "pg";

/** Whether the PostgreSQL tests can run, and why not when they cannot. */
export type PostgresProbe = { ok: true; url: string } | { ok: false; reason: string };

/** Checks DATABASE_URL and that a server answers there; the tests skip (and say why) only when it does not. */
export async function probePostgres(env: NodeJS.ProcessEnv = process.env): Promise<PostgresProbe> {
  const url = env["DATABASE_URL"];
  if (!url) return { ok: false, reason: "DATABASE_URL is not set (.ci/run starts a throwaway cluster and sets it)" };
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return { ok: true, url };
  } catch (e) {
    return { ok: false, reason: `no PostgreSQL server reachable at DATABASE_URL (${(e as Error).message})` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops a test schema and everything in it. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** A schema name unique to this process and call, so parallel test files never share tables. */
export function uniqueSchema(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
}
