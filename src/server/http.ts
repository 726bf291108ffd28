/**
 * The HTTP layer, on node:http alone. Why no framework: the site has a dozen fixed routes, no sessions and one
 * POST; node:http gives full control over the security headers, body limit and binding with no extra dependency.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { defaultRubric, type Rubric } from "../rubric/load.js";
import type { Store } from "../store/types.js";
import { BodyTooLargeError } from "./publish-handler.js";
import { htmlReply, type Reply, type SiteContext } from "./reply.js";
import { errorPage } from "./pages/errors.js";
import { route } from "./routes.js";
import { MAX_BODY_BYTES, SECURITY_HEADERS } from "./security.js";
import { loadStaticAssets, type StaticAssets } from "./static-files.js";
import { Lru } from "./lru.js";

/** How to run the site. */
export interface ServerOptions {
  store: Store;
  /** Default 127.0.0.1: the site is reachable from this machine only unless told otherwise. */
  host?: string;
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /** Null or absent: read-only. */
  publishToken?: string | null;
  rubric?: Rubric;
  assets?: StaticAssets;
  now?: () => string;
  maxBodyBytes?: number;
  /** Where unexpected errors are reported (default stderr). */
  log?: (line: string) => void;
}

/** A listening site. */
export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

function readBodyLimited(req: IncomingMessage, limit: number): () => Promise<string> {
  return () =>
    new Promise((resolve, reject) => {
      const declared = Number(req.headers["content-length"] ?? "0");
      if (declared > limit) {
        reject(new BodyTooLargeError(`the body is ${declared} bytes; the limit is ${limit}`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          req.removeAllListeners("data");
          reject(new BodyTooLargeError(`the body exceeds the limit of ${limit} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });
}

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;

// Buffers are cached replies or static files, reused across requests; their compressed forms live as long as they do.
const compressed = new WeakMap<Buffer, Buffer>();

function compress(body: Buffer): Buffer {
  let gz = compressed.get(body);
  if (!gz) {
    // Why level 4: on the catalog it is several times faster than the default for a few percent more bytes.
    gz = gzipSync(body, { level: 4 });
    compressed.set(body, gz);
  }
  return gz;
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  let body = typeof reply.body === "string" ? Buffer.from(reply.body, "utf8") : reply.body;
  const headers: Record<string, string> = { ...SECURITY_HEADERS, "Content-Type": reply.type, "Cache-Control": "no-cache", ...reply.headers };
  if (COMPRESSIBLE.test(reply.type)) {
    headers["Vary"] = "Accept-Encoding";
    if (body.length >= 1024 && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      body = compress(body);
      headers["Content-Encoding"] = "gzip";
    }
  }
  // Why close on 413: the rest of an oversized upload is never read, so the connection cannot be reused.
  if (reply.status === 413) headers["Connection"] = "close";
  headers["Content-Length"] = String(body.length);
  res.writeHead(reply.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Starts the site on host:port (127.0.0.1 by default) and resolves once it listens. */
export async function startServer(o: ServerOptions): Promise<RunningServer> {
  const rubric = o.rubric ?? defaultRubric();
  const ctx: SiteContext = {
    store: o.store,
    rubric,
    assets: o.assets ?? loadStaticAssets(),
    publishToken: o.publishToken ?? null,
    now: o.now ?? (() => new Date().toISOString()),
    catalogCache: new Lru<string, Reply>(64),
  };
  const limit = o.maxBodyBytes ?? MAX_BODY_BYTES;
  const log = o.log ?? ((line: string) => process.stderr.write(line + "\n"));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://site.invalid");
    route(ctx, { method: req.method ?? "GET", url, authorization: req.headers.authorization, contentType: req.headers["content-type"], readBody: readBodyLimited(req, limit) })
      .catch((e: unknown) => {
        // Why catch-all: one bad request or row must never take the site down; the detail goes to the log only.
        log(`error: ${req.method} ${url.pathname}: ${(e as Error).stack ?? String(e)}`);
        return htmlReply(ctx, 500, { title: "Server error", page: "error", body: errorPage("Server error", "Something went wrong answering this request; the rest of the site still works.") });
      })
      .then((reply) => {
        send(req, res, reply);
      })
      .catch((e: unknown) => {
        log(`error: cannot answer ${url.pathname}: ${String(e)}`);
        res.destroy();
      });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(o.port ?? 8080, o.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const addr = server.address() as AddressInfo;
  const host = addr.family === "IPv6" ? `[${addr.address}]` : addr.address;
  return {
    url: `http://${host}:${addr.port}/`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
