import { agentHandler, badgeHandler, catalogHandler, compareHandler, methodHandler } from "./handlers.js";
import { htmlReply, jsonError, jsonReply, type Reply, type SiteContext } from "./reply.js";
import { errorPage } from "./pages/errors.js";
import { publishHandler, type BodyReader } from "./publish-handler.js";

/** The parts of a request the router looks at. */
export interface RouteRequest {
  method: string;
  url: URL;
  authorization?: string | undefined;
  contentType?: string | undefined;
  readBody: BodyReader;
}

const API_INDEX = {
  endpoints: [
    { method: "GET", path: "/api/agents", query: "q, category, band, sort", page: "/" },
    { method: "GET", path: "/api/agents/<id>", query: "commit", page: "/agents/<id>" },
    { method: "GET", path: "/api/compare", query: "ids=a,b[,c,d]", page: "/compare" },
    { method: "GET", path: "/api/method", page: "/method" },
    { method: "POST", path: "/api/entries", auth: "Authorization: Bearer <publish token>", body: "a scorecard as application/json" },
  ],
};

function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function notFound(ctx: SiteContext, path: string, api: boolean): Reply {
  if (api) return jsonError(404, `no API endpoint ${path}; see /api`);
  return htmlReply(ctx, 404, { title: "Not found", page: "error", body: errorPage("Not found", `Nothing lives at ${path}.`) });
}

/** Dispatches a request to its handler; every page has a JSON twin under /api/. */
export async function route(ctx: SiteContext, req: RouteRequest): Promise<Reply> {
  const path = req.url.pathname;
  const params = req.url.searchParams;
  const api = path === "/api" || path.startsWith("/api/");
  if (path === "/api/entries") {
    if (req.method !== "POST") return jsonError(405, "use POST to publish", {}, { Allow: "POST" });
    return publishHandler(ctx, { authorization: req.authorization, contentType: req.contentType }, req.readBody);
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    const msg = "this site is read-only here; only GET and HEAD are served (publishing is POST /api/entries)";
    return api ? jsonError(405, msg, {}, { Allow: "GET, HEAD" }) : { ...htmlReply(ctx, 405, { title: "Method not allowed", page: "error", body: errorPage("Method not allowed", msg) }), headers: { Allow: "GET, HEAD" } };
  }
  if (path === "/") return catalogHandler(ctx, params, false);
  if (path === "/api" || path === "/api/") return jsonReply(200, API_INDEX);
  if (path === "/api/agents") return catalogHandler(ctx, params, true);
  if (path === "/compare") return compareHandler(ctx, params, false);
  if (path === "/api/compare") return compareHandler(ctx, params, true);
  if (path === "/method") return methodHandler(ctx, false);
  if (path === "/api/method") return methodHandler(ctx, true);
  const agent = /^\/(api\/)?agents\/([^/]+)\/?$/.exec(path);
  if (agent) {
    const id = segment(agent[2]!);
    if (id !== null) return agentHandler(ctx, id, params, agent[1] !== undefined);
  }
  const badge = /^\/badge\/([^/]+)\.svg$/.exec(path);
  if (badge) {
    const id = segment(badge[1]!);
    if (id !== null) return badgeHandler(ctx, id);
  }
  const file = /^\/static\/([a-z0-9.-]+)$/.exec(path);
  if (file) {
    const found = ctx.assets.files.get(file[1]!);
    if (found) {
      // Why immutable only for the current version: the layout links ?v=<content hash>, so a new build changes the URL.
      const cache = params.get("v") === ctx.assets.version ? "public, max-age=31536000, immutable" : "no-cache";
      return { status: 200, type: found.type, body: found.body, headers: { "Cache-Control": cache } };
    }
  }
  return notFound(ctx, path, api);
}
