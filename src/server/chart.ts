import { createRequire } from "node:module";
import type { ScoredReport } from "../score/types.js";
import { formatScore } from "./format.js";
import { escapeHtml, trustedHtml, type SafeHtml } from "./html.js";
import { Lru } from "./lru.js";

type ECharts = typeof import("echarts");
let echartsModule: ECharts | undefined;

/**
 * echarts, loaded on the first chart. Why require its single-file CommonJS build: the ESM build is hundreds of
 * modules, which costs seconds at startup under a TypeScript loader; commands that draw no chart never load it.
 */
function echarts(): ECharts {
  echartsModule ??= createRequire(import.meta.url)("echarts") as ECharts;
  return echartsModule;
}

const WIDTH = 760;
const HEIGHT = 300;
const COLORS = { good: "#1b7f3b", mid: "#a35f00", low: "#b3261e", absent: "#7a8aa6", raw: "#d9d9e0" };

function barColor(score: number, absent: boolean): string {
  if (absent) return COLORS.absent;
  return score >= 0.75 ? COLORS.good : score >= 0.5 ? COLORS.mid : COLORS.low;
}

// SVG presentation attributes an echarts style="" may carry; anything else is dropped.
const PRESENTATION = new Set(["font-size", "font-family", "font-weight", "font-style", "fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "opacity"]);

/**
 * Makes echarts' SVG fit the Content-Security-Policy, which allows no inline styles: every style="a:b" becomes
 * presentation attributes, and the <style> block (hover effects for interactive use) goes, with its classes and
 * echarts' own metadata attributes.
 */
export function inlineStylesToAttributes(svg: string): string {
  return svg
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/ (?:class="zr\d+-cls-\d+"|ecmeta_[a-z_]+="[^"]*")/g, "")
    .replace(/ style="([^"]*)"/g, (_m, decl: string) =>
      decl
        .split(";")
        .map((d) => d.split(":").map((x) => x.trim()))
        .filter((kv): kv is [string, string] => kv.length === 2 && PRESENTATION.has(kv[0]!) && kv[1] !== "")
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join(""),
    );
}

/** The ten criteria as an echarts bar chart rendered on the server to SVG (no client script needed). */
export function renderCriteriaChart(r: ScoredReport): string {
  const chart = echarts().init(null, null, { renderer: "svg", ssr: true, width: WIDTH, height: HEIGHT });
  try {
    chart.setOption({
      animation: false,
      // No legend: the figure caption explains both bars, and SVG text cannot be measured on the server.
      grid: { left: 44, right: 12, top: 24, bottom: 36 },
      xAxis: { type: "category", data: r.criteria.map((c) => c.id), axisTick: { show: false } },
      yAxis: { type: "value", min: 0, max: 1, interval: 0.25, axisLabel: { fontSize: 11 } },
      series: [
        {
          name: "Raw (before caps)",
          type: "bar",
          silent: true,
          barWidth: "55%",
          itemStyle: { color: COLORS.raw },
          data: r.criteria.map((c) => c.mechanisms.find((m) => m.kind === c.counted)!.raw),
        },
        {
          name: "Score (after caps)",
          type: "bar",
          silent: true,
          barWidth: "55%",
          barGap: "-100%",
          label: { show: true, position: "top", fontSize: 11, formatter: (p: { value: unknown }) => formatScore(Number(p.value)) },
          data: r.criteria.map((c) => ({ value: c.score, itemStyle: { color: barColor(c.score, c.status === "structural_absence") } })),
        },
      ],
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

const cache = new Lru<string, string>(256);

/** The criteria chart as inline SVG markup, cached by the stored scorecard's content key. */
export function criteriaChart(r: ScoredReport, cacheKey: string): SafeHtml {
  let svg = cache.get(cacheKey);
  if (svg === undefined) {
    const label = `Scores of the ten criteria of ${r.card.name}: ${r.criteria.map((c) => `${c.id} ${c.score}`).join(", ")}`;
    svg = inlineStylesToAttributes(renderCriteriaChart(r)).replace("<svg ", `<svg role="img" aria-label="${escapeHtml(label)}" `);
    cache.set(cacheKey, svg);
  }
  return trustedHtml(svg);
}
