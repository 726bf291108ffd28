import { describe, it } from "vitest";
import { openStore } from "../../src/store/open.js";
import { dropSchema, probePostgres, uniqueSchema } from "./postgres.js";
import { storeSuite } from "./store-suite.js";

const probe = await probePostgres();

if (probe.ok) {
  let schema = "";
  storeSuite("postgres", {
    async fresh() {
      schema = uniqueSchema("didscore_store");
      return openStore({ kind: "postgres", url: probe.url, schema });
    },
    reopen: () => openStore({ kind: "postgres", url: probe.url, schema }),
    cleanup: () => dropSchema(probe.url, schema),
    concurrentConnections: true,
  });
} else {
  process.stderr.write(`PostgreSQL store tests skipped: ${probe.reason}\n`);
  describe("store (postgres)", () => {
    it.skip(`skipped: ${probe.reason}`, () => undefined);
  });
}
