import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../../src/store/open.js";
import { apiSuite } from "./api-suite.js";

apiSuite({
  name: "sqlite",
  async open() {
    const dir = mkdtempSync(join(tmpdir(), "didscore-api-"));
    const file = join(dir, "site.db");
    return {
      store: await openStore({ kind: "sqlite", file }),
      async corrupt(agentId, column, value) {
        const db = new Database(file);
        try {
          db.prepare(`update scorecards set ${column} = ? where agent_id = ?`).run(value, agentId);
        } finally {
          db.close();
        }
      },
      async cleanup() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
});
