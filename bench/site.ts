// Latency of the catalog site on loopback: 1,000 generated entries in a temporary SQLite file, then bounded
// request loops against the catalog page and agent pages (p50/p95), and the catalog page's weight.
// Run: node --import tsx bench/site.ts [path/to/shared]   (target: p95 ≤ 100 ms)
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { loadInput } from "../src/model/read-input.js";
import { exampleScorecard } from "../src/model/example.js";
import { CATEGORY_IDS, type Scorecard } from "../src/model/scorecard.js";
import { defaultRubric } from "../src/rubric/load.js";
import { scoreScorecard } from "../src/score/score.js";
import { startServer } from "../src/server/http.js";
import { openStore } from "../src/store/open.js";
import { scorecardRecord } from "../src/store/record.js";

const ENTRIES = 1000;
const REQUESTS = 300;
const WARMUP = 20;
const rubric = defaultRubric();

/** The published reference reports when ../shared is there (realistic texts), else the bundled template. */
function baseCards(): Scorecard[] {
  const shared = resolve(process.argv[2] ?? "../shared");
  const corpus = join(shared, "reference", "corpus");
  if (!existsSync(corpus)) return [exampleScorecard()];
  const files = [join(shared, "reference", "000_05fe635618338d72.txt"), join(shared, "reference", "002_c3dee3a347e0c100.txt"), ...readdirSync(corpus).map((f) => join(corpus, f))];
  return files.map((f) => loadInput(f, rubric).card);
}

// A small deterministic generator, so two runs measure the same data.
let seed = 42;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeRequests(paths: string[], base: string): Promise<{ p50: number; p95: number; max: number }> {
  const times: number[] = [];
  for (const path of paths) {
    const t = performance.now();
    const res = await fetch(new URL(path, base), { headers: { "Accept-Encoding": "gzip" } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]! };
}

const dir = mkdtempSync(join(tmpdir(), "didscore-bench-site-"));
try {
  const store = await openStore({ kind: "sqlite", file: join(dir, "site.db") });
  const bases = baseCards();
  const t0 = performance.now();
  const records = Array.from({ length: ENTRIES }, (_, i) => {
    const base = bases[i % bases.length]!;
    const card: Scorecard = {
      ...base,
      id: `agent-${String(i).padStart(4, "0")}`,
      name: `${base.name} #${i}`,
      category: CATEGORY_IDS[Math.floor(random() * CATEGORY_IDS.length)]!,
      pinned_commit: (i + 1).toString(16).padStart(40, "0"),
      scored_date: `2026-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    };
    return scorecardRecord(scoreScorecard(rubric, card), "2026-11-30T00:00:00.000Z");
  });
  await store.publish(records);
  const publishMs = performance.now() - t0;
  const site = await startServer({ store, port: 0, host: "127.0.0.1" });
  try {
    const catalogPaths = Array.from({ length: REQUESTS }, () => "/");
    const agentPaths = Array.from({ length: REQUESTS }, () => `/agents/agent-${String(Math.floor(random() * ENTRIES)).padStart(4, "0")}`);
    await timeRequests([...catalogPaths.slice(0, WARMUP), ...agentPaths.slice(0, WARMUP)], site.url);
    const catalog = await timeRequests(catalogPaths, site.url);
    const agent = await timeRequests(agentPaths, site.url);
    const filtered = await timeRequests(Array.from({ length: 100 }, () => "/?category=coding&q=agent&sort=name"), site.url);
    // The catalog is cached per store revision; this measures the first rendering after each publish.
    const coldTimes: number[] = [];
    for (let i = 0; i < 50; i++) {
      await store.publish([records[i]!]);
      coldTimes.push((await timeRequests(["/"], site.url)).p50);
    }
    coldTimes.sort((a, b) => a - b);
    const cold = { p50: percentile(coldTimes, 50), p95: percentile(coldTimes, 95), max: coldTimes[coldTimes.length - 1]! };
    const page = Buffer.from(await (await fetch(new URL("/", site.url))).arrayBuffer());
    const api = Buffer.from(await (await fetch(new URL("/api/agents", site.url))).arrayBuffer());
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
    const line = (name: string, r: { p50: number; p95: number; max: number }) => `${name.padEnd(30)} p50 ${ms(r.p50).padStart(9)}   p95 ${ms(r.p95).padStart(9)}   max ${ms(r.max).padStart(9)}`;
    process.stdout.write(
      [
        `${ENTRIES} entries published in one transaction in ${ms(publishMs)} (${bases.length} base scorecards)`,
        `${REQUESTS} sequential requests each on 127.0.0.1 (gzip accepted):`,
        line("catalog page /", catalog),
        line("agent pages /agents/<id>", agent),
        line("filtered catalog (100)", filtered),
        line("catalog after a publish (50)", cold),
        `catalog page weight: ${page.length} bytes (${kb(page.length)}), ${gzipSync(page, { level: 4 }).length} bytes gzipped (${kb(gzipSync(page, { level: 4 }).length)})`,
        `catalog JSON twin: ${api.length} bytes`,
        `target p95 ≤ 100 ms (catalog, agent pages): ${catalog.p95 <= 100 && agent.p95 <= 100 ? "met" : "NOT met"}; uncached catalog p95 ${ms(cold.p95)}`,
        "",
      ].join("\n"),
    );
  } finally {
    await site.close();
    await store.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
