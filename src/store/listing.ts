import { z } from "zod";
import { CRITERION_IDS, SURFACE_KEYS } from "../model/scorecard.js";
import type { ScoredReport } from "../score/types.js";

/** The small summary a catalog row shows, stored beside each scorecard so the catalog never re-scores. */
export const ListingSchema = z.object({
  name: z.string(),
  repo_url: z.string(),
  description: z.string(),
  headline: z.string(),
  category_label: z.string(),
  total: z.number(),
  band: z.object({ id: z.string(), label: z.string(), color: z.enum(["green", "amber", "red"]) }),
  applicable: z.object({ count: z.number().int(), score: z.number(), max: z.number(), percent: z.number().nullable() }),
  surface: z.array(z.object({ key: z.enum(SURFACE_KEYS), label: z.string(), value: z.enum(["yes", "no", "opt_in"]) })),
  criteria: z.array(z.object({ id: z.enum(CRITERION_IDS), score: z.number(), status: z.enum(["scored", "structural_absence"]) })),
});

/** A parsed catalog summary. */
export type Listing = z.infer<typeof ListingSchema>;

/** The catalog summary of a scored report. */
export function buildListing(r: ScoredReport): Listing {
  return {
    name: r.card.name,
    repo_url: r.card.repo_url,
    description: r.card.description,
    headline: r.card.headline,
    category_label: r.categoryLabel,
    total: r.total,
    band: { id: r.band.id, label: r.band.label, color: r.band.color as Listing["band"]["color"] },
    applicable: r.applicable,
    surface: r.surface.map((s) => ({ key: s.key as Listing["surface"][number]["key"], label: s.label, value: s.value as "yes" | "no" | "opt_in" })),
    criteria: r.criteria.map((c) => ({ id: c.id, score: c.score, status: c.status })),
  };
}

// Why a cache keyed by the text itself: the catalog parses every row on every request, and equal text parses equal.
const parsed = new Map<string, Listing | null>();
const PARSED_LIMIT = 5_000;

/** Parses stored listing JSON; null when it is not JSON or not a listing (the row is then shown as unavailable). */
export function parseListing(text: string): Listing | null {
  const hit = parsed.get(text);
  if (hit !== undefined) return hit;
  let result: Listing | null;
  try {
    const r = ListingSchema.safeParse(JSON.parse(text));
    result = r.success ? r.data : null;
  } catch {
    result = null;
  }
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(text, result);
  return result;
}
