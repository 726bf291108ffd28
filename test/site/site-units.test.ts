import { describe, expect, it } from "vitest";
import { defaultRubric } from "../../src/rubric/load.js";
import { badgeSvg } from "../../src/server/badge.js";
import { catalogView, parseCatalogQuery } from "../../src/server/catalog-view.js";
import { inlineStylesToAttributes, renderCriteriaChart } from "../../src/server/chart.js";
import { compareView, parseCompareIds } from "../../src/server/compare-view.js";
import { escapeHtml, html, safeUrl, trustedHtml } from "../../src/server/html.js";
import { scorecardRecord } from "../../src/store/record.js";
import type { ListingRow } from "../../src/store/types.js";
import { reportFor } from "./fixtures.js";

const rubric = defaultRubric();
const EVIL = `<img src=x onerror="alert(1)"> & 'quote' <script>alert(2)</script>`;

describe("html", () => {
  it("escapes the five characters that matter in content and quoted attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });

  it("escapes every interpolated string, in nested templates and arrays, and keeps safe markup", () => {
    const inner = html`<b>${EVIL}</b>`;
    const out = html`<p title="${EVIL}">${[EVIL, inner, 3, null, undefined, false]}</p>`.value;
    expect(out).not.toMatch(/<img|<script/);
    expect(out).toContain("<b>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(out).toContain(`title="&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quote&#39;`);
    expect(out.endsWith("3</p>")).toBe(true);
    expect(html`${trustedHtml("<svg></svg>")}`.value).toBe("<svg></svg>");
  });

  it("lets only http(s) URLs and site paths through as link targets", () => {
    expect(safeUrl("https://github.com/a/b/blob/c/f.ts#L1")).toBe("https://github.com/a/b/blob/c/f.ts#L1");
    expect(safeUrl("/agents/x")).toBe("/agents/x");
    for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "//evil.example/x", "vbscript:x", "not a url"]) expect(safeUrl(bad)).toBe("#");
  });
});

describe("chart", () => {
  it("renders ten bars to SVG with no inline style left (the CSP forbids them)", () => {
    const svg = inlineStylesToAttributes(renderCriteriaChart(reportFor({ id: "a" })));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/style|ecmeta_|zr\d+-cls/);
    for (const id of ["C1", "C5", "C10"]) expect(svg).toContain(`>${id}<`);
    expect(svg).toMatch(/font-size="1\dpx"/);
  });

  it("turns declarations into presentation attributes and drops unknown ones, style blocks and classes", () => {
    expect(inlineStylesToAttributes(`<text style="font-size:12px;font-family:sans-serif;cursor:pointer;">x</text>`)).toBe(`<text font-size="12px" font-family="sans-serif">x</text>`);
    expect(inlineStylesToAttributes(`<path class="zr0-cls-1" ecmeta_ssr_type="legend"></path><style ><![CDATA[.zr0-cls-1:hover {}]]></style>`)).toBe(`<path></path>`);
  });
});

describe("badge", () => {
  it("escapes its texts and picks the band colour, grey when unknown", () => {
    const svg = badgeSvg("DiD score", EVIL, "green");
    expect(svg).not.toMatch(/<img|<script/);
    expect(svg).toContain("#1b7f3b");
    expect(badgeSvg("a", "b", "purple")).toContain("#6b6b6b");
  });
});

function rows(): ListingRow[] {
  const make = (id: string, level: 1 | 2 | 3 | 4, category: "coding" | "cybersecurity", date: string, name?: string): ListingRow => {
    const r = scorecardRecord(reportFor({ id, level, category, date, ...(name ? { name } : {}) }), "2026-02-01T00:00:00.000Z");
    return { ...r, listingJson: r.listingJson };
  };
  return [make("alpha", 1, "coding", "2026-01-03"), make("bravo", 3, "cybersecurity", "2026-01-01", "Bravo Shield"), make("charlie", 2, "coding", "2026-01-02"), make("delta", 4, "coding", "2026-01-04")];
}

describe("catalog view", () => {
  const query = (qs: string) => parseCatalogQuery(new URLSearchParams(qs), rubric);

  it("sorts by score by default, with leaderboards per category over every agent", () => {
    const v = catalogView(rows(), query("").query, rubric);
    expect(v.items.map((i) => i.id)).toEqual(["delta", "bravo", "charlie", "alpha"]);
    expect(v.leaderboards.map((b) => [b.category, b.items.map((i) => i.id)])).toEqual([
      ["coding", ["delta", "charlie", "alpha"]],
      ["cybersecurity", ["bravo"]],
    ]);
    expect(v.categories.find((c) => c.id === "coding")!.count).toBe(3);
  });

  it("filters by category and band, searches every word, and sorts by name or date", () => {
    expect(catalogView(rows(), query("category=coding&sort=name").query, rubric).items.map((i) => i.id)).toEqual(["alpha", "charlie", "delta"]);
    expect(catalogView(rows(), query("band=strong").query, rubric).items.map((i) => i.id)).toEqual(["bravo"]);
    expect(catalogView(rows(), query("q=SHIELD bravo").query, rubric).items.map((i) => i.id)).toEqual(["bravo"]);
    expect(catalogView(rows(), query("q=shield alpha").query, rubric).items).toEqual([]);
    expect(catalogView(rows(), query("sort=date").query, rubric).items.map((i) => i.id)).toEqual(["delta", "alpha", "charlie", "bravo"]);
    const v = catalogView(rows(), query("category=coding").query, rubric);
    expect(v.all).toHaveLength(4);
    expect(v.total).toBe(4);
  });

  it("reports unknown filter values instead of failing", () => {
    const { query: q, problems } = query("band=purple&sort=random&category=coding");
    expect(q).toEqual({ q: "", category: "coding", band: null, sort: "score" });
    expect(problems).toEqual([expect.stringContaining("unknown band 'purple'"), expect.stringContaining("unknown sort 'random'")]);
  });

  it("skips rows whose listing is broken and lists them as unavailable", () => {
    const broken = [...rows()];
    broken[1] = { ...broken[1]!, listingJson: "{not json" };
    broken[2] = { ...broken[2]!, listingJson: JSON.stringify({ name: 3 }) };
    const v = catalogView(broken, query("").query, rubric);
    expect(v.items.map((i) => i.id)).toEqual(["delta", "alpha"]);
    expect(v.unavailable.map((u) => u.id)).toEqual(["bravo", "charlie"]);
  });
});

describe("compare view", () => {
  it("marks differing criteria, their best scores and differing levels", () => {
    const v = compareView([reportFor({ id: "a", level: 1 }), reportFor({ id: "b", level: 3 }), reportFor({ id: "c", level: 3 })]);
    const c1 = v.rows.find((r) => r.id === "C1")!;
    expect(c1.differs).toBe(true);
    expect(c1.best).toEqual([1, 2]);
    expect(c1.levelDiffers).toEqual(["S", "C", "D", "B"]);
    const c6 = v.rows.find((r) => r.id === "C6")!;
    expect([c6.differs, c6.best, c6.cells[0]!.absent, c6.cells[0]!.levels.S]).toEqual([false, [], true, "SA"]);
    expect(v.totalDiffers).toBe(true);
  });

  it("reads ids from a comma list and from repeated parameters, without duplicates", () => {
    expect(parseCompareIds(new URLSearchParams("ids=a,b&ids=c&ids=a&ids="))).toEqual(["a", "b", "c"]);
  });
});
