import { describe, expect, it } from "vitest";
import { openStore, redactUrl, storeConfigFrom } from "../../src/store/open.js";
import { InputError } from "../../src/util/errors.js";

describe("choosing and opening the store", () => {
  it("prefers an explicit --db file, then DATABASE_URL, then didscore.db", () => {
    const env = { DATABASE_URL: "postgres://u:p@127.0.0.1:5432/d" };
    expect(storeConfigFrom("site.db", env)).toEqual({ kind: "sqlite", file: "site.db" });
    expect(storeConfigFrom(undefined, env)).toEqual({ kind: "postgres", url: env.DATABASE_URL });
    expect(storeConfigFrom(undefined, {})).toEqual({ kind: "sqlite", file: "didscore.db" });
  });

  it("says which database it could not reach, without printing the password", async () => {
    // Port 9 (discard) on loopback: nothing listens there, so the connection is refused at once.
    const err = await openStore({ kind: "postgres", url: "postgres://user:secret@127.0.0.1:9/db" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as Error).message).toMatch(/^postgres:\/\/user:\*\*\*@127\.0\.0\.1:9\/db: cannot prepare the PostgreSQL store/);
    expect((err as Error).message).not.toContain("secret");
    expect(redactUrl("not a url")).toBe("(unparseable DATABASE_URL)");
  });

  it("says which SQLite file it could not open", async () => {
    await expect(openStore({ kind: "sqlite", file: "/nonexistent-dir/x/site.db" })).rejects.toThrow(/^\/nonexistent-dir\/x\/site\.db: cannot open the SQLite database/);
  });
});
