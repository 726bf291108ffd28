import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../../src/store/open.js";
import type { Store } from "../../src/store/types.js";
import { cardFor } from "../site/fixtures.js";
import { publishReferenceReports, serveStore } from "../site/harness.js";

const CHROMIUM = "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const TOKEN = "e2e-token-0123456789abcdef";
// The payloads set a global and open a dialog if they ever run.
const XSS_IMG = `<img src=x onerror="window.__xss='img';alert('img')">`;
const XSS_SCRIPT = `<script>window.__xss='script';alert('script')</script>`;
const XSS = `${XSS_IMG} and ${XSS_SCRIPT}`;

if (!existsSync(CHROMIUM)) {
  process.stderr.write(`end-to-end tests skipped: ${CHROMIUM} is absent (apt-get install -y chromium)\n`);
  describe("site in a browser", () => {
    it.skip(`skipped: ${CHROMIUM} is absent (apt-get install -y chromium)`, () => undefined);
  });
} else {
  describe("site in a browser", () => {
    let dir: string;
    let store: Store;
    let site: Awaited<ReturnType<typeof serveStore>>;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    let dialogs: string[];
    let agents = 0;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "didscore-e2e-"));
      store = await openStore({ kind: "sqlite", file: join(dir, "site.db") });
      agents = await publishReferenceReports(store);
      site = await serveStore(store, TOKEN);
      // Published the way a client would: through the API, with the token.
      const res = await fetch(new URL("/api/entries", site.url), {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify(cardFor({ id: "xss-probe", name: `Probe ${XSS_IMG}`, text: XSS })),
      });
      expect(res.status).toBe(201);
      agents += 1;
      browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    });

    afterAll(async () => {
      await browser?.close();
      await site?.close();
      await store?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    beforeEach(async () => {
      context = await browser.newContext();
      // Nothing may leave the machine: every request to anything but the site is refused.
      await context.route(/.*/, (route) => (route.request().url().startsWith(site.url) ? route.continue() : route.abort()));
      page = await context.newPage();
      problems = [];
      dialogs = [];
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(m.text());
      });
      page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
    });

    afterEach(async () => {
      await context.close();
      // No script error, no Content-Security-Policy violation, no failed load on any page a test visited.
      expect(problems).toEqual([]);
      expect(dialogs).toEqual([]);
    });

    const url = (path: string) => new URL(path, site.url).toString();
    const visibleRows = () => page.locator("#catalog-table tbody tr.agent-row:visible");

    it("opens the catalog and filters, searches and sorts it in place", async () => {
      await page.goto(url("/"));
      await expect.poll(() => visibleRows().count()).toBe(agents);
      const infra = ((await (await fetch(url("/api/agents?category=infrastructure_ops"))).json()) as { count: number }).count;
      expect(infra).toBeGreaterThan(3);
      await page.selectOption('select[name="category"]', "infrastructure_ops");
      await expect.poll(() => page.locator("#result-count").textContent()).toBe(`Showing ${infra} of ${agents}.`);
      expect(await visibleRows().count()).toBe(infra);
      for (const cell of await visibleRows().locator("td:nth-child(3)").allTextContents()) expect(cell).toBe("Infrastructure & Ops");
      expect(page.url()).toContain("category=infrastructure_ops");
      await page.selectOption('select[name="band"]', "moderate");
      await expect.poll(() => visibleRows().count()).toBe(3);
      await page.fill('input[name="q"]', "kubernetes diagnostics");
      await expect.poll(() => visibleRows().locator("a.agent-link").allTextContents()).toEqual(["K8sGPT"]);
      await page.fill('input[name="q"]', "");
      await page.selectOption('select[name="band"]', "");
      await page.selectOption('select[name="sort"]', "name");
      // The script rewrites the URL once the newest answer is applied.
      await expect.poll(() => page.url()).toMatch(/\?category=infrastructure_ops&sort=name$/);
      expect(await visibleRows().count()).toBe(infra);
      const names = await visibleRows().locator("a.agent-link").allTextContents();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
      // The same filter works without script, from the query string alone.
      await page.goto(url("/?category=coding"));
      expect(await visibleRows().locator("a.agent-link").allTextContents()).toContain("DeepCode");
    });

    it("opens an agent, expands a criterion and shows its evidence with a permalink", async () => {
      await page.goto(url("/"));
      await page.click('a.agent-link[href="/agents/windmill"]');
      await page.waitForURL(/\/agents\/windmill$/);
      await expect.poll(() => page.locator("#total").textContent()).toContain("3.3");
      expect(await page.locator("figure.chart svg").count()).toBe(1);
      const c1 = page.locator("details#C1");
      expect(await c1.getAttribute("open")).toBeNull();
      const permalink = c1.locator("a.permalink").first();
      expect(await permalink.isVisible()).toBe(false);
      await c1.locator("summary").click();
      expect(await permalink.isVisible()).toBe(true);
      expect(await permalink.getAttribute("href")).toMatch(/^https:\/\/github\.com\/windmill-labs\/windmill\/blob\/85248eee786b633def40c42b6007fc7b907fb09e\/.+#L\d+(-L\d+)?$/);
      expect(await c1.locator("tr[data-dimension=S] td.level").first().textContent()).toMatch(/^L\d/);
      await page.click("text=Expand all");
      expect(await page.locator("details.criterion[open]").count()).toBe(10);
      // The badge image on the page loaded.
      expect(await page.locator('img[src="/badge/windmill.svg"]').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50);
    });

    it("shows a cited snippet and opens the criterion named in the URL", async () => {
      await page.goto(url("/agents/xss-probe#C2"));
      const c2 = page.locator("details#C2");
      await expect.poll(() => c2.getAttribute("open")).not.toBeNull();
      expect(await c2.locator("pre.snippet").first().textContent()).toBe("def validate_path");
    });

    it("compares two agents picked in the catalog", async () => {
      await page.goto(url("/"));
      await page.check('input[name="ids"][value="windmill"]');
      await page.check('input[name="ids"][value="openops"]');
      await page.click("#compare-button");
      await page.waitForURL(/\/compare\?ids=windmill&ids=openops$/);
      expect(await page.locator("#compare-table thead th[scope=col]").allTextContents()).toEqual([expect.stringContaining("Windmill"), expect.stringContaining("OpenOps")]);
      expect(await page.locator("#compare-table tr[data-criterion]").count()).toBe(10);
      expect(await page.locator("#compare-table td.best").count()).toBeGreaterThan(0);
      const same = await page.locator("#compare-table tr.same").count();
      await page.check("#only-differences");
      expect(await page.locator("#compare-table tr[data-criterion]:visible").count()).toBe(10 - same);
    });

    it("fetches a badge", async () => {
      const res = await page.goto(url("/badge/windmill.svg"));
      expect(res?.status()).toBe(200);
      expect(res?.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(await res?.text()).toContain("3.3/10");
    });

    it("renders markup from a scorecard as visible text and runs none of it", async () => {
      for (const path of ["/", "/agents/xss-probe", "/compare?ids=xss-probe,windmill", "/?q=onerror"]) {
        await page.goto(url(path));
        expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
        expect(await page.locator("img[src=x], main script").count()).toBe(0);
      }
      await page.goto(url("/agents/xss-probe"));
      expect(await page.locator("h1").textContent()).toBe(`Probe ${XSS_IMG}`);
      expect(await page.getByText(XSS).first().isVisible()).toBe(true);
      expect(dialogs).toEqual([]);
    });

    it("answers an unknown agent with a helpful page", async () => {
      const res = await page.goto(url("/agents/windmil"));
      expect(res?.status()).toBe(404);
      // The browser logs the 404 itself; that one is expected.
      problems = problems.filter((p) => !p.includes("404"));
      expect(await page.locator("h1").textContent()).toBe("No agent “windmil”");
      await page.click('main a[href="/agents/windmill"]');
      await page.waitForURL(/\/agents\/windmill$/);
    });
  });
}
