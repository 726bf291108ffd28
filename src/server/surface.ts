import type { SurfaceKey } from "../model/scorecard.js";
import { html, type SafeHtml } from "./html.js";

/** A text glyph per agent-surface key (plain Unicode, so no icon font or image is needed). */
export const SURFACE_GLYPHS: Record<SurfaceKey, string> = {
  code_execution: "▶",
  filesystem_write: "✎",
  network_egress: "⇅",
  external_credentials: "⚷",
  persistent_memory: "▦",
  untrusted_input: "⇣",
  third_party_extensions: "⊞",
  sub_agents: "⁂",
  external_communication: "✉",
};

const CLASS = { yes: "y", opt_in: "o", no: "n" } as const;
const WORD = { yes: "yes", opt_in: "opt-in", no: "no" } as const;

/** One surface of an agent: key, display label, value. */
export interface SurfaceItem {
  key: SurfaceKey;
  label: string;
  value: "yes" | "no" | "opt_in";
}

/**
 * The nine glyphs in report order: filled when present, outlined when opt-in, faint when absent.
 * Why one title for the cell and bare <i> glyphs: the catalog repeats this a thousand times, so every byte counts.
 */
export function surfaceIcons(items: readonly SurfaceItem[]): SafeHtml {
  const present = items.filter((s) => s.value !== "no").map((s) => (s.value === "opt_in" ? `${s.label} (opt-in)` : s.label));
  return html`<span class="surface" title="${present.length ? present.join(", ") : "no agent surface"}">${items.map((s) => html`<i class="${CLASS[s.value]}">${SURFACE_GLYPHS[s.key]}</i>`)}</span>`;
}

/** Narrows the scored model's surface (plain strings) to surface items; unknown keys or values are dropped. */
export function surfaceItems(items: ReadonlyArray<{ key: string; label: string; value: string }>): SurfaceItem[] {
  return items.flatMap((s) => (s.key in SURFACE_GLYPHS && s.value in CLASS ? [{ key: s.key as SurfaceKey, label: s.label, value: s.value as SurfaceItem["value"] }] : []));
}

/** The surface with its labels spelled out (the agent page). */
export function surfaceList(items: readonly SurfaceItem[]): SafeHtml {
  return html`<ul class="surface-list">${items.map((s) => html`<li><i class="sf ${CLASS[s.value]}" aria-hidden="true">${SURFACE_GLYPHS[s.key]}</i> ${s.label}: <strong>${WORD[s.value]}</strong></li>`)}</ul>`;
}

/** The legend explaining the glyphs. */
export function surfaceLegend(labels: ReadonlyArray<{ key: SurfaceKey; label: string }>): SafeHtml {
  return html`<p class="legend">Agent surface: ${labels.map((s) => html`<span class="sf y" aria-hidden="true">${SURFACE_GLYPHS[s.key]}</span> ${s.label}`)}; outlined = opt-in, faint = absent.</p>`;
}
