import { publishFiles } from "../../src/commands/site.js";
import { startServer, type RunningServer } from "../../src/server/http.js";
import type { Store } from "../../src/store/types.js";
import { referenceReports } from "../helpers/shared.js";

/** A fresh store on one dialect, plus a way to damage a stored row the way a bad migration or hand edit would. */
export interface OpenedStore {
  store: Store;
  corrupt(agentId: string, column: "listing_json" | "source_json" | "entry_json", value: string): Promise<void>;
  cleanup(): Promise<void>;
}

/** Opens fresh stores of one dialect for the shared API suite. */
export interface SiteHarness {
  name: string;
  open(): Promise<OpenedStore>;
}

/** The fixed publish time of the tests (the server never reads the clock for it). */
export const PUBLISHED_AT = "2026-03-01T12:00:00.000Z";

/** Publishes every reference report (the two golden ones and the corpus), quietly. */
export async function publishReferenceReports(store: Store): Promise<number> {
  const done = await publishFiles(store, referenceReports(), PUBLISHED_AT, { onWarnings: () => undefined });
  return done.length;
}

/** Starts the site on a free loopback port; errors the server logs are collected instead of printed. */
export async function serveStore(store: Store, publishToken: string | null = null): Promise<RunningServer & { logs: string[] }> {
  const logs: string[] = [];
  const site = await startServer({ store, port: 0, publishToken, now: () => PUBLISHED_AT, log: (l) => logs.push(l) });
  return Object.assign(site, { logs });
}
