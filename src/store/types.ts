/** The two databases the store speaks to. */
export type StoreDialect = "sqlite" | "postgres";

/** Everything stored for one agent at one pinned commit, ready to write. */
export interface ScorecardRecord {
  agentId: string;
  name: string;
  repoUrl: string;
  category: string;
  pinnedCommit: string;
  scoredDate: string;
  methodVersion: string;
  entrySchemaVersion: string;
  totalTenths: number;
  bandId: string;
  bandColor: string;
  applicableScore: number;
  applicableMax: number;
  /** The validated source scorecard as JSON text. */
  sourceJson: string;
  /** The rendered website entry (schema 2.0) as JSON text. */
  entryJson: string;
  /** The small summary the catalog shows, as JSON text (see listing.ts). */
  listingJson: string;
  /** ISO timestamp given by the caller: the store never reads the clock. */
  publishedAt: string;
}

/** The scalar columns of one stored scorecard: enough for history and sorting. */
export interface HistoryRow {
  agentId: string;
  pinnedCommit: string;
  scoredDate: string;
  methodVersion: string;
  name: string;
  category: string;
  totalTenths: number;
  bandId: string;
  bandColor: string;
  applicableScore: number;
  applicableMax: number;
  publishedAt: string;
}

/** A catalog row: the scalar columns plus the listing JSON (parsed by the reader, which may find it broken). */
export interface ListingRow extends HistoryRow {
  listingJson: string;
}

/** A whole stored scorecard. */
export interface StoredScorecard extends ListingRow {
  sourceJson: string;
  entryJson: string;
}

/** What one publish did to one record. */
export interface PublishOutcome {
  agentId: string;
  pinnedCommit: string;
  replaced: boolean;
}

/** The site's query layer: one implementation over both dialects. */
export interface Store {
  readonly dialect: StoreDialect;
  /** Adds or replaces (same agent id + commit) every record in one transaction. */
  publish(records: readonly ScorecardRecord[]): Promise<PublishOutcome[]>;
  /** The latest scorecard of every agent (newest scored date, then newest publish). */
  listLatest(): Promise<ListingRow[]>;
  /** The latest scorecard of one agent, or the one at a given commit. */
  find(agentId: string, commit?: string): Promise<StoredScorecard | undefined>;
  /** Every stored scorecard of one agent, newest first. */
  history(agentId: string): Promise<HistoryRow[]>;
  /** A number every publish increases (from any process): what a reader caches against. */
  revision(): Promise<number>;
  /** Closes the connection or pool. */
  close(): Promise<void>;
}
