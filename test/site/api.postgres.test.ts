import pg from "pg";
import { describe, it } from "vitest";
import { openStore } from "../../src/store/open.js";
import { apiSuite } from "./api-suite.js";
import { dropSchema, probePostgres, uniqueSchema } from "./postgres.js";

const probe = await probePostgres();

if (probe.ok) {
  apiSuite({
    name: "postgres",
    async open() {
      const schema = uniqueSchema("didscore_api");
      return {
        store: await openStore({ kind: "postgres", url: probe.url, schema }),
        async corrupt(agentId, column, value) {
          const client = new pg.Client({ connectionString: probe.url });
          await client.connect();
          try {
            await client.query(`update "${schema}".scorecards set ${column} = $1 where agent_id = $2`, [value, agentId]);
          } finally {
            await client.end();
          }
        },
        cleanup: () => dropSchema(probe.url, schema),
      };
    },
  });
} else {
  process.stderr.write(`PostgreSQL API tests skipped: ${probe.reason}\n`);
  describe("site over postgres", () => {
    it.skip(`skipped: ${probe.reason}`, () => undefined);
  });
}
