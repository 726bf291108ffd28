import type { StaticAssets } from "./static-files.js";
import type { Rubric } from "../rubric/load.js";
import type { Store } from "../store/types.js";
import { layout, type PageSpec } from "./layout.js";
import type { Lru } from "./lru.js";

/** A response before the HTTP layer adds security headers, length and compression. */
export interface Reply {
  status: number;
  type: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

/** What every handler may use: the store, the method, the client files, the publish token and the clock. */
export interface SiteContext {
  store: Store;
  rubric: Rubric;
  assets: StaticAssets;
  /** Null: the site is read-only. */
  publishToken: string | null;
  /** The time a publish is stamped with (injected so tests and benches control it). */
  now: () => string;
  /** Rendered catalog replies keyed by the store's revision and the query (see catalogHandler). */
  catalogCache: Lru<string, Reply>;
}

/** An HTML page reply. */
export function htmlReply(ctx: SiteContext, status: number, spec: PageSpec): Reply {
  return { status, type: "text/html; charset=utf-8", body: layout({ assetVersion: ctx.assets.version }, spec) };
}

/** A JSON reply. */
export function jsonReply(status: number, value: unknown, headers?: Record<string, string>): Reply {
  return { status, type: "application/json; charset=utf-8", body: JSON.stringify(value) + "\n", ...(headers ? { headers } : {}) };
}

/** A JSON error reply: {"error": message, ...extra}. */
export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): Reply {
  return jsonReply(status, { error: message, ...extra }, headers);
}
