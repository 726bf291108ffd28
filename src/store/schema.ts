import type { Generated } from "kysely";

/** One row per agent ever published: who it is and when it was first and last published. */
export interface AgentsTable {
  id: string;
  name: string;
  repo_url: string;
  category: string;
  first_published_at: string;
  last_published_at: string;
}

/** One row per agent and pinned commit: the source scorecard, the rendered entry and listing columns. */
export interface ScorecardsTable {
  id: Generated<number>;
  agent_id: string;
  pinned_commit: string;
  scored_date: string;
  method_version: string;
  entry_schema_version: string;
  // Why denormalised: the catalog sorts and filters on these without parsing any JSON.
  name: string;
  category: string;
  total_tenths: number;
  band_id: string;
  band_color: string;
  applicable_score: number;
  applicable_max: number;
  source_json: string;
  entry_json: string;
  listing_json: string;
  published_at: string;
}

/** A single row counting publishes: the catalog's cache key. */
export interface SiteRevisionTable {
  id: number;
  revision: number;
}

/** The site's tables as kysely sees them. */
export interface SiteDatabase {
  agents: AgentsTable;
  scorecards: ScorecardsTable;
  site_revision: SiteRevisionTable;
}
