import { buildEntry } from "../report/entry.js";
import type { ScoredReport } from "../score/types.js";
import { buildListing } from "./listing.js";
import type { ScorecardRecord } from "./types.js";

/** Everything the store keeps for a scored report; `publishedAt` comes from the caller (no clock here). */
export function scorecardRecord(r: ScoredReport, publishedAt: string): ScorecardRecord {
  const c = r.card;
  return {
    agentId: c.id,
    name: c.name,
    repoUrl: c.repo_url,
    category: c.category,
    pinnedCommit: c.pinned_commit,
    scoredDate: c.scored_date,
    methodVersion: r.methodVersion,
    entrySchemaVersion: r.entrySchemaVersion,
    totalTenths: r.totalTenths,
    bandId: r.band.id,
    bandColor: r.band.color,
    applicableScore: r.applicable.score,
    applicableMax: r.applicable.max,
    sourceJson: JSON.stringify(c),
    entryJson: JSON.stringify(buildEntry(r)),
    listingJson: JSON.stringify(buildListing(r)),
    publishedAt,
  };
}
