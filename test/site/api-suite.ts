import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEntry } from "../../src/report/entry.js";
import { loadInput } from "../../src/model/read-input.js";
import { defaultRubric } from "../../src/rubric/load.js";
import { scoreScorecard } from "../../src/score/score.js";
import type { AgentJson } from "../../src/server/pages/agent.js";
import type { CatalogJson } from "../../src/server/pages/catalog.js";
import type { CompareJson } from "../../src/server/pages/compare.js";
import { CONTENT_SECURITY_POLICY } from "../../src/server/security.js";
import { shared } from "../helpers/shared.js";
import { cardFor, commitFor, recordFor } from "./fixtures.js";
import { publishReferenceReports, serveStore, type OpenedStore, type SiteHarness } from "./harness.js";

type Site = Awaited<ReturnType<typeof serveStore>>;
/** An error answer of the API. */
interface ApiError {
  error: string;
  problems?: string[];
}
/** What POST /api/entries answers on success. */
interface Published {
  id: string;
  score: number;
  replaced: boolean;
  links: { page: string };
}
type Catalog = CatalogJson;
type Agent = AgentJson & { entry: { score: number } };

const TOKEN = "test-token-0123456789abcdef";
const EVIL = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;

async function get(site: Site, path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(new URL(path, site.url), init);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function getJson<T = ApiError>(site: Site, path: string): Promise<{ status: number; body: T }> {
  const r = await get(site, path);
  expect(r.headers.get("content-type")).toBe("application/json; charset=utf-8");
  return { status: r.status, body: JSON.parse(r.text) as T };
}

function post(site: Site, body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(new URL("/api/entries", site.url), { method: "POST", body, headers });
}

/** The HTTP API and pages over a real database of one dialect (one suite, run on SQLite and on PostgreSQL). */
export function apiSuite(h: SiteHarness): void {
  describe(`site over ${h.name}: reading the reference reports`, () => {
    let opened: OpenedStore;
    let site: Site;
    let published = 0;
    beforeAll(async () => {
      opened = await h.open();
      published = await publishReferenceReports(opened.store);
      site = await serveStore(opened.store);
    });
    afterAll(async () => {
      await site.close();
      await opened.store.close();
      await opened.cleanup();
    });

    it("serves the catalog with every agent and the security headers", async () => {
      const r = await get(site, "/");
      expect(r.status).toBe(200);
      expect(r.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
      expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
      expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
      expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe");
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
      expect(r.text.match(/<tr class="agent-row"/g)).toHaveLength(published);
      expect(r.text).toContain('href="/agents/windmill"');
      expect(r.text).not.toMatch(/<script>|\son[a-z]+=|style="/);
      expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    });

    it("answers the catalog twin with filters, search and sort applied on the server", async () => {
      const all = await getJson<Catalog>(site, "/api/agents");
      expect([all.status, all.body.count, all.body.total]).toEqual([200, published, published]);
      const scores = all.body.agents.map((a) => a.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const infra = await getJson<Catalog>(site, "/api/agents?category=infrastructure_ops&sort=name");
      const names = infra.body.agents.map((a) => a.name);
      expect(names.length).toBeGreaterThan(3);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
      expect(infra.body.agents.every((a) => a.category === "infrastructure_ops")).toBe(true);
      const moderate = await getJson<Catalog>(site, "/api/agents?band=moderate");
      expect(moderate.body.agents.map((a) => a.id).sort()).toEqual(["coroot", "k8sgpt", "netdata"]);
      const search = await getJson<Catalog>(site, "/api/agents?q=windmill");
      expect(search.body.agents.map((a) => a.id)).toEqual(["windmill"]);
      expect(search.body.agents[0]!.links).toEqual({ page: "/agents/windmill", api: "/api/agents/windmill", badge: "/badge/windmill.svg" });
      expect((await getJson(site, "/api/agents?band=purple")).status).toBe(400);
      expect(all.body.leaderboards.length).toBeGreaterThan(2);
    });

    it("filters the HTML catalog from the query string (non-matching rows hidden, bad values reported)", async () => {
      const r = await get(site, "/?q=windmill&band=purple");
      expect(r.status).toBe(200);
      expect(r.text).toContain("Showing 1 of");
      expect(r.text).toContain("Ignored: unknown band &#39;purple&#39;");
      expect(r.text).toMatch(/<tr class="agent-row" data-id="windmill">/);
      expect(r.text).toMatch(/<tr class="agent-row" data-id="openops" hidden>/);
    });

    it("renders an agent page with every section and the chart as inline SVG", async () => {
      const r = await get(site, "/agents/windmill");
      expect(r.status).toBe(200);
      for (const id of ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10"]) expect(r.text).toContain(`<details class="criterion" id="${id}"`);
      for (const section of ["critical", "rule-of-two", "fixes", "reaudit", "limitations", "history"]) expect(r.text).toContain(`id="${section}"`);
      expect(r.text).toContain("<svg role=\"img\"");
      expect(r.text).not.toContain("style=");
      expect(r.text).toContain('href="https://github.com/windmill-labs/windmill/blob/85248eee786b633def40c42b6007fc7b907fb09e/backend/windmill-worker/src/ai/tools.rs#L518-L523"');
      expect(r.text).toContain("Opt-in mechanism: off in the scored default configuration.");
      expect(r.text).toMatch(/class="threat" title="[^"]+">ASI03</);
      expect(r.text).toContain("3.3<span class=\"muted\"> / 10</span>");
    });

    it("answers the agent twin with the published entry, gains after caps and history", async () => {
      const { status, body } = await getJson<Agent>(site, "/api/agents/windmill");
      expect(status).toBe(200);
      const rubric = defaultRubric();
      const expected = buildEntry(scoreScorecard(rubric, loadInput(shared("reference", "000_05fe635618338d72.txt"), rubric).card));
      expect(body.entry).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(body.fixes[0]).toMatchObject({ criterion: expect.any(String), gain_before_caps: expect.any(Number), gain_after_caps: expect.any(Number) });
      expect(body.history).toHaveLength(1);
      expect(body.history[0]).toMatchObject({ pinned_commit: "85248eee786b633def40c42b6007fc7b907fb09e", score: 3.3 });
    });

    it("answers an unknown agent with a helpful 404 page and a JSON 404", async () => {
      const r = await get(site, "/agents/windmil");
      expect(r.status).toBe(404);
      expect(r.text).toContain("No agent “windmil”");
      expect(r.text).toContain('href="/agents/windmill"');
      const markup = await get(site, `/agents/${encodeURIComponent(EVIL)}`);
      expect(markup.status).toBe(404);
      expect(markup.text).not.toContain("<img src=x");
      expect(markup.text).toContain("&lt;img src=x");
      expect((await getJson(site, "/api/agents/nobody")).status).toBe(404);
      expect((await getJson(site, "/api/agents/windmill?commit=abc")).status).toBe(400);
      expect((await getJson(site, `/api/agents/windmill?commit=${commitFor(7)}`)).status).toBe(404);
    });

    it("compares two to four agents criterion by criterion", async () => {
      const page = await get(site, "/compare?ids=windmill,openops");
      expect(page.status).toBe(200);
      expect(page.text.match(/<tr class="(differs|same)" data-criterion=/g)).toHaveLength(10);
      expect(page.text).toContain('class="differs best"');
      const { body } = await getJson<CompareJson>(site, "/api/compare?ids=windmill,coroot,k8sgpt");
      expect(body.agents.map((a) => a.id)).toEqual(["windmill", "coroot", "k8sgpt"]);
      expect(body.criteria).toHaveLength(10);
      expect(body.criteria[0]).toMatchObject({ id: "C1", differs: true });
      expect((await getJson(site, "/api/compare?ids=windmill")).status).toBe(400);
      expect((await getJson(site, "/api/compare?ids=a,b,c,d,e")).status).toBe(400);
      expect((await getJson(site, "/api/compare?ids=windmill,nobody")).status).toBe(404);
      const picker = await get(site, "/compare");
      expect([picker.status, picker.text.includes('name="ids" value="windmill"')]).toEqual([200, true]);
      expect((await get(site, "/compare?ids=windmill")).status).toBe(400);
    });

    it("publishes the method with anchors and caps, as a page and as JSON", async () => {
      const page = await get(site, "/method");
      expect(page.status).toBe(200);
      expect(page.text).toContain("Identity &amp; least privilege");
      expect(page.text).toContain("<strong>G1</strong> (at most 0.50)");
      const { body } = await getJson<{ criteria: Array<{ dimensions: { S: { levels: Record<string, string> } } }> }>(site, "/api/method");
      expect(body.criteria).toHaveLength(10);
      expect(body.criteria[0]!.dimensions.S.levels["4"]).toMatch(/per request/);
    });

    it("draws a badge with the score and band colour, and a grey 404 badge for unknown agents", async () => {
      const r = await get(site, "/badge/windmill.svg");
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(r.text).toContain("3.3/10");
      expect(r.text).toContain("#b3261e");
      const unknown = await get(site, "/badge/nobody.svg");
      expect([unknown.status, unknown.text.includes("unknown agent")]).toEqual([404, true]);
    });

    it("serves only its own static files, with cache busting", async () => {
      const js = await get(site, "/static/site.js");
      expect([js.status, js.headers.get("content-type")]).toEqual([200, "text/javascript; charset=utf-8"]);
      expect((await get(site, "/static/nothing.js")).status).toBe(404);
      expect((await get(site, "/static/%2e%2e/package.json")).status).toBe(404);
      expect((await get(site, "/static/../package.json")).status).toBe(404);
      const page = await get(site, "/");
      const v = /\/static\/site\.css\?v=([0-9a-f]+)/.exec(page.text)![1]!;
      expect((await get(site, `/static/site.css?v=${v}`)).headers.get("cache-control")).toContain("immutable");
    });

    it("compresses when asked, answers HEAD without a body, and lists the API", async () => {
      const res = await fetch(new URL("/", site.url), { headers: { "Accept-Encoding": "gzip" } });
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(await res.text()).toContain("agent-row");
      const head = await get(site, "/agents/windmill", { method: "HEAD" });
      expect([head.status, head.text]).toEqual([200, ""]);
      expect((await getJson<{ endpoints: unknown[] }>(site, "/api")).body.endpoints.length).toBe(5);
      expect((await getJson(site, "/api/nothing")).status).toBe(404);
    });

    it("is read-only without a token", async () => {
      const r = await post(site, JSON.stringify(cardFor({ id: "x" })), { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` });
      expect(r.status).toBe(403);
      expect((await fetch(new URL("/", site.url), { method: "POST" })).status).toBe(405);
      expect((await fetch(new URL("/api/entries", site.url))).status).toBe(405);
      expect(site.logs).toEqual([]);
    });
  });

  describe(`site over ${h.name}: publishing and damaged rows`, () => {
    let opened: OpenedStore;
    let site: Site;
    beforeAll(async () => {
      opened = await h.open();
      site = await serveStore(opened.store, TOKEN);
    });
    afterAll(async () => {
      await site.close();
      await opened.store.close();
      await opened.cleanup();
    });

    it("publishes a scorecard with the bearer token, then replaces it at the same commit", async () => {
      const json = { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` };
      const first = await post(site, JSON.stringify(cardFor({ id: "posted", level: 1 })), json);
      expect(first.status).toBe(201);
      expect((await first.json()) as Published).toMatchObject({ id: "posted", score: 3.3, replaced: false, links: { page: "/agents/posted" } });
      const second = await post(site, JSON.stringify(cardFor({ id: "posted", level: 3 })), json);
      expect([second.status, ((await second.json()) as Published).replaced]).toEqual([200, true]);
      const { body } = await getJson<Agent>(site, "/api/agents/posted");
      expect([body.entry.score, body.history.length, body.published_at]).toEqual([7.8, 1, "2026-03-01T12:00:00.000Z"]);
    });

    it("refuses bad tokens, wrong types, oversized and invalid bodies with the right status", async () => {
      const body = JSON.stringify(cardFor({ id: "refused" }));
      const type = { "Content-Type": "application/json" };
      expect((await post(site, body, type)).status).toBe(401);
      const wrong = await post(site, body, { ...type, Authorization: "Bearer not-the-token-at-all" });
      expect([wrong.status, wrong.headers.get("www-authenticate")]).toEqual([401, 'Bearer realm="didscore"']);
      const auth = { Authorization: `Bearer ${TOKEN}` };
      expect((await post(site, body, { ...auth, "Content-Type": "text/plain" })).status).toBe(415);
      const huge = JSON.stringify({ ...cardFor({ id: "huge" }), headline: "x".repeat(2 * 1024 * 1024) });
      expect((await post(site, huge, { ...auth, ...type })).status).toBe(413);
      // Without a Content-Length (chunked), the limit is counted as the body streams in.
      const chunks = new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode("x".repeat(256 * 1024)));
        },
      });
      const chunked = await fetch(new URL("/api/entries", site.url), { method: "POST", body: chunks, headers: { ...auth, ...type }, duplex: "half" } as RequestInit);
      expect(chunked.status).toBe(413);
      const invalid = await post(site, "{ not json", { ...auth, ...type });
      expect([invalid.status, ((await invalid.json()) as ApiError).error]).toEqual([400, expect.stringContaining("invalid JSON")]);
      const broken = await post(site, JSON.stringify({ ...cardFor({ id: "rule" }), pinned_commit: "short" }), { ...auth, ...type });
      expect(broken.status).toBe(422);
      expect(((await broken.json()) as ApiError).problems?.[0]).toContain("pinned_commit");
      expect((await getJson(site, "/api/agents/refused")).status).toBe(404);
      expect(site.logs).toEqual([]);
    });

    it("keeps history across commits and shows an earlier commit on request", async () => {
      await opened.store.publish([recordFor({ id: "hist", commit: 1, date: "2026-01-01", level: 1 }), recordFor({ id: "hist", commit: 2, date: "2026-02-01", level: 3 })]);
      const latest = await get(site, "/agents/hist");
      expect(latest.text.match(/<tr( class="current")?><td><a href="\/agents\/hist\?commit=/g)).toHaveLength(2);
      const older = await get(site, `/agents/hist?commit=${commitFor(1)}`);
      expect(older.status).toBe(200);
      expect(older.text).toContain("This is an earlier scorecard");
      expect(older.text).toContain("3.3<span");
    });

    it("renders markup from a scorecard as text everywhere", async () => {
      await opened.store.publish([recordFor({ id: "evil", text: EVIL, name: EVIL })]);
      for (const path of ["/", "/agents/evil", "/compare?ids=evil,hist", "/?q=onerror"]) {
        const r = await get(site, path);
        expect(r.status).toBe(200);
        expect(r.text).not.toContain("<img src=x");
        expect(r.text).not.toContain("<script>alert");
        expect(r.text).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
      }
      const badge = await get(site, "/badge/evil.svg");
      expect(badge.text).not.toContain("<img");
    });

    it("keeps serving when stored rows are damaged, showing them as unavailable", async () => {
      await opened.store.publish([recordFor({ id: "bad-listing" }), recordFor({ id: "bad-source" }), recordFor({ id: "bad-entry" }), recordFor({ id: "fine" })]);
      await opened.corrupt("bad-listing", "listing_json", "{ broken");
      await opened.corrupt("bad-source", "source_json", JSON.stringify({ id: "bad-source", criteria: "nope" }));
      await opened.corrupt("bad-entry", "entry_json", "[]");
      const catalog = await get(site, "/");
      expect(catalog.status).toBe(200);
      expect(catalog.text).toContain('<ul id="unavailable"><li><code>bad-listing</code>');
      expect(catalog.text).toContain('data-id="fine"');
      const api = await getJson<Catalog>(site, "/api/agents");
      expect(api.body.unavailable).toEqual([{ id: "bad-listing", pinned_commit: commitFor(1), reason: "stored entry could not be read" }]);
      const source = await get(site, "/agents/bad-source");
      expect([source.status, source.text.includes("entry unavailable")]).toEqual([500, true]);
      expect((await getJson(site, "/api/agents/bad-entry")).status).toBe(500);
      expect((await get(site, "/agents/fine")).status).toBe(200);
      expect((await get(site, "/badge/bad-listing.svg")).status).toBe(200);
      expect((await get(site, "/compare?ids=fine,bad-source")).status).toBe(500);
      expect(site.logs).toEqual([]);
    });
  });
}
