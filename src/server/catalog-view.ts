import { parseListing, type Listing } from "../store/listing.js";
import type { ListingRow } from "../store/types.js";
import type { Rubric } from "../rubric/load.js";

/** The catalog's sort orders. */
export const SORT_KEYS = ["score", "applicable", "name", "date", "category"] as const;
/** One sort order. */
export type SortKey = (typeof SORT_KEYS)[number];

/** A catalog request: text search, category and band filters, sort order. */
export interface CatalogQuery {
  q: string;
  category: string | null;
  band: string | null;
  sort: SortKey;
}

/** A catalog row whose listing parsed. */
export interface CatalogItem {
  id: string;
  commit: string;
  scoredDate: string;
  publishedAt: string;
  methodVersion: string;
  category: string;
  listing: Listing;
  /** Lowercased text the search matches against. */
  haystack: string;
}

/** A stored row the catalog could not read: listed, never fatal. */
export interface UnavailableItem {
  id: string;
  commit: string;
}

/** Everything the catalog page and its JSON twin show. */
export interface CatalogView {
  query: CatalogQuery;
  /** Every readable agent in the requested order. */
  all: CatalogItem[];
  /** The agents that match the query, in the same order. */
  items: CatalogItem[];
  /** Agents before filtering (readable ones). */
  total: number;
  unavailable: UnavailableItem[];
  leaderboards: Array<{ category: string; label: string; items: CatalogItem[] }>;
  categories: Array<{ id: string; label: string; count: number }>;
  bands: Array<{ id: string; label: string; color: string; count: number }>;
}

/** Reads ?q, ?category, ?band and ?sort; unknown values are dropped and reported (never fatal). */
export function parseCatalogQuery(params: URLSearchParams, rubric: Rubric): { query: CatalogQuery; problems: string[] } {
  const problems: string[] = [];
  const pick = (name: string, allowed: readonly string[]): string | null => {
    const v = (params.get(name) ?? "").trim();
    if (v === "" || v === "all") return null;
    if (allowed.includes(v)) return v;
    problems.push(`unknown ${name} '${v}' (expected one of ${allowed.join(", ")})`);
    return null;
  };
  const category = pick("category", rubric.method.categories.map((c) => c.id));
  const band = pick("band", rubric.method.bands.map((b) => b.id));
  const sort = (pick("sort", SORT_KEYS) ?? "score") as SortKey;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  return { query: { q, category, band, sort }, problems };
}

// Why one collator: localeCompare builds one per call, which dominates sorting a thousand rows.
const collator = new Intl.Collator("en");
const byName = (a: CatalogItem, b: CatalogItem) => collator.compare(a.listing.name, b.listing.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byScore = (a: CatalogItem, b: CatalogItem) => b.listing.total - a.listing.total || (b.listing.applicable.percent ?? 0) - (a.listing.applicable.percent ?? 0) || byName(a, b);

const COMPARATORS: Record<SortKey, (a: CatalogItem, b: CatalogItem) => number> = {
  score: byScore,
  applicable: (a, b) => (b.listing.applicable.percent ?? -1) - (a.listing.applicable.percent ?? -1) || byScore(a, b),
  name: byName,
  date: (a, b) => (a.scoredDate < b.scoredDate ? 1 : a.scoredDate > b.scoredDate ? -1 : byScore(a, b)),
  category: (a, b) => collator.compare(a.listing.category_label, b.listing.category_label) || byScore(a, b),
};

function matches(item: CatalogItem, q: CatalogQuery): boolean {
  if (q.category && item.category !== q.category) return false;
  if (q.band && item.listing.band.id !== q.band) return false;
  if (!q.q) return true;
  return q.q
    .toLowerCase()
    .split(/\s+/)
    .every((token) => item.haystack.includes(token));
}

/** Parses listing rows (skipping broken ones into `unavailable`), then filters, sorts and ranks them. Pure. */
export function catalogView(rows: readonly ListingRow[], query: CatalogQuery, rubric: Rubric): CatalogView {
  const all: CatalogItem[] = [];
  const unavailable: UnavailableItem[] = [];
  for (const row of rows) {
    const listing = parseListing(row.listingJson);
    if (!listing) {
      unavailable.push({ id: row.agentId, commit: row.pinnedCommit });
      continue;
    }
    const haystack = [row.agentId, listing.name, listing.description, listing.headline, listing.repo_url, listing.category_label, listing.band.label].join("\n").toLowerCase();
    all.push({ id: row.agentId, commit: row.pinnedCommit, scoredDate: row.scoredDate, publishedAt: row.publishedAt, methodVersion: row.methodVersion, category: row.category, listing, haystack });
  }
  const ranked = [...all].sort(byScore);
  const leaderboards = rubric.method.categories
    .map((c) => ({ category: c.id, label: c.label, items: ranked.filter((i) => i.category === c.id).slice(0, 3) }))
    .filter((b) => b.items.length > 0);
  const sorted = [...all].sort(COMPARATORS[query.sort]);
  return {
    query,
    all: sorted,
    items: sorted.filter((i) => matches(i, query)),
    total: all.length,
    unavailable,
    leaderboards,
    categories: rubric.method.categories.map((c) => ({ id: c.id, label: c.label, count: all.filter((i) => i.category === c.id).length })),
    bands: [...rubric.method.bands]
      .sort((a, b) => b.min_score - a.min_score)
      .map((b) => ({ id: b.id, label: b.label, color: b.color, count: all.filter((i) => i.listing.band.id === b.id).length })),
  };
}
