import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Store } from "../../src/store/types.js";
import { defaultRubric } from "../../src/rubric/load.js";
import { commitFor, recordFor } from "./fixtures.js";

const METHOD = defaultRubric().method.version;

/** How a dialect's test file opens a fresh, empty store (and reopens the same one). */
export interface StoreHarness {
  /** A new empty database; returns a store on it. */
  fresh(): Promise<Store>;
  /** Another store on the same database as the last `fresh()` (a second connection or pool). */
  reopen(): Promise<Store>;
  /** Drops what `fresh()` created. */
  cleanup(): Promise<void>;
  /** True when two stores in this process can write at the same time (a pool of connections). */
  concurrentConnections: boolean;
}

/** The store tests every dialect must pass (one suite over both implementations, hono-style). */
export function storeSuite(name: string, harness: StoreHarness): void {
  describe(`store (${name})`, () => {
    let store: Store;
    const extra: Store[] = [];
    beforeEach(async () => {
      store = await harness.fresh();
    });
    afterEach(async () => {
      for (const s of extra.splice(0)) await s.close();
      await store.close();
      await harness.cleanup();
    });

    it("applies migrations on open and again without harm", async () => {
      expect(await store.listLatest()).toEqual([]);
      const again = await harness.reopen();
      extra.push(again);
      expect(await again.listLatest()).toEqual([]);
      expect(store.dialect).toBe(name);
    });

    it("publishes and lists the latest scorecard of each agent with its denormalised columns", async () => {
      const out = await store.publish([recordFor({ id: "beta", level: 3, category: "cybersecurity" }), recordFor({ id: "alpha", level: 1 })]);
      expect(out).toEqual([
        { agentId: "alpha", pinnedCommit: commitFor(1), replaced: false },
        { agentId: "beta", pinnedCommit: commitFor(1), replaced: false },
      ]);
      const rows = await store.listLatest();
      expect(rows.map((r) => [r.agentId, r.totalTenths, r.bandId, r.category])).toEqual([
        ["alpha", 33, "weak", "coding"],
        ["beta", 78, "strong", "cybersecurity"],
      ]);
      expect(rows[0]!.applicableMax).toBe(9);
      expect(typeof rows[0]!.applicableScore).toBe("number");
      expect(JSON.parse(rows[0]!.listingJson).name).toBe("Agent alpha");
    });

    it("counts publishes in a revision every store sees", async () => {
      expect(await store.revision()).toBe(0);
      await store.publish([recordFor({ id: "a" }), recordFor({ id: "b" })]);
      await store.publish([]);
      await store.publish([recordFor({ id: "a" })]);
      const other = await harness.reopen();
      extra.push(other);
      expect([await store.revision(), await other.revision()]).toEqual([2, 2]);
    });

    it("replaces the same agent and commit, keeping one row", async () => {
      await store.publish([recordFor({ id: "a", level: 1 }, "2026-02-01T00:00:00.000Z")]);
      const [second] = await store.publish([recordFor({ id: "a", level: 3 }, "2026-02-02T00:00:00.000Z")]);
      expect(second!.replaced).toBe(true);
      const history = await store.history("a");
      expect(history).toHaveLength(1);
      expect(history[0]!.totalTenths).toBe(78);
      expect(history[0]!.publishedAt).toBe("2026-02-02T00:00:00.000Z");
      const found = await store.find("a");
      expect(JSON.parse(found!.entryJson).score).toBe(7.8);
    });

    it("keeps history across commits and method versions, newest scored first", async () => {
      await store.publish([
        recordFor({ id: "a", commit: 1, date: "2026-01-01", level: 1, methodVersion: "0.1" }),
        recordFor({ id: "a", commit: 3, date: "2026-03-01", level: 3 }),
        recordFor({ id: "a", commit: 2, date: "2026-02-01", level: 2 }),
      ]);
      const history = await store.history("a");
      expect(history.map((h) => [h.pinnedCommit, h.scoredDate, h.totalTenths, h.methodVersion])).toEqual([
        [commitFor(3), "2026-03-01", 78, METHOD],
        [commitFor(2), "2026-02-01", 55, METHOD],
        [commitFor(1), "2026-01-01", 33, "0.1"],
      ]);
      const latest = await store.listLatest();
      expect(latest.map((r) => r.pinnedCommit)).toEqual([commitFor(3)]);
      expect((await store.find("a", commitFor(1)))!.totalTenths).toBe(33);
      expect((await store.find("a"))!.pinnedCommit).toBe(commitFor(3));
    });

    it("breaks a scored-date tie by the later publish", async () => {
      await store.publish([recordFor({ id: "a", commit: 1, level: 1 }, "2026-02-01T00:00:00.000Z")]);
      await store.publish([recordFor({ id: "a", commit: 2, level: 3 }, "2026-02-05T00:00:00.000Z")]);
      expect((await store.listLatest())[0]!.pinnedCommit).toBe(commitFor(2));
    });

    it("answers undefined and empty history for unknown agents and commits", async () => {
      await store.publish([recordFor({ id: "a" })]);
      expect(await store.find("nobody")).toBeUndefined();
      expect(await store.find("a", commitFor(99))).toBeUndefined();
      expect(await store.history("nobody")).toEqual([]);
    });

    it("stores untrusted text byte for byte (markup, quotes, unicode)", async () => {
      const text = `<script>alert("x")</script> 'quotes' — ünïcödé 🚀 \\ back\u0001slash`;
      await store.publish([recordFor({ id: "a", text })]);
      const found = await store.find("a");
      expect(JSON.parse(found!.sourceJson).headline).toBe(text);
      expect(JSON.parse(found!.listingJson).headline).toBe(text);
    });

    it("loses nothing under parallel publishes, including races on the same agent and commit", async () => {
      const jobs: Promise<unknown>[] = [];
      for (let i = 0; i < 24; i++) jobs.push(store.publish([recordFor({ id: `agent-${i % 8}`, commit: 1 + (i % 3), level: ((i % 4) + 1) as 1 | 2 | 3 | 4 }, `2026-02-01T00:00:${String(i).padStart(2, "0")}.000Z`)]));
      await Promise.all(jobs);
      const rows = await store.listLatest();
      expect(rows.map((r) => r.agentId)).toEqual(Array.from({ length: 8 }, (_, i) => `agent-${i}`));
      for (let a = 0; a < 8; a++) expect((await store.history(`agent-${a}`)).length).toBe(3);
    });

    it.runIf(harness.concurrentConnections)("loses nothing when several connections publish batches at once", async () => {
      const others = [await harness.reopen(), await harness.reopen(), await harness.reopen()];
      extra.push(...others);
      const all = [store, ...others];
      // Why overlapping batches in opposite orders: the classic deadlock shape; sorted writes must avoid it.
      await Promise.all(
        all.flatMap((s, k) => [
          s.publish(Array.from({ length: 10 }, (_, i) => recordFor({ id: `x-${k % 2 ? 9 - i : i}`, commit: 1 + k }))),
          s.publish(Array.from({ length: 10 }, (_, i) => recordFor({ id: `y-${k}-${i}` }))),
        ]),
      );
      const rows = await store.listLatest();
      expect(rows).toHaveLength(10 + 40);
      for (let i = 0; i < 10; i++) expect(await store.history(`x-${i}`)).toHaveLength(4);
    });
  });
}
