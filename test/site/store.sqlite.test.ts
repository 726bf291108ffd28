import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../../src/store/open.js";
import { storeSuite } from "./store-suite.js";

let dir = "";

storeSuite("sqlite", {
  async fresh() {
    dir = mkdtempSync(join(tmpdir(), "didscore-store-"));
    return openStore({ kind: "sqlite", file: join(dir, "site.db") });
  },
  reopen: () => openStore({ kind: "sqlite", file: join(dir, "site.db") }),
  async cleanup() {
    rmSync(dir, { recursive: true, force: true });
  },
  // Why false: better-sqlite3 blocks the event loop while it waits for a lock, so two in-process writers
  // would wait on each other; concurrent SQLite writers are tested across processes instead.
  concurrentConnections: false,
});
