/** The evidence library: repositories at a commit, permalinks, citation and search checks, re-anchoring. */
export { EvidenceError } from "./errors.js";
export { openRepository, DEFAULT_MAX_FILE_SIZE } from "./repository.js";
export type { FileRead, OpenOptions, PathChange, Repository, TreeEntry } from "./repository.js";
export type { SkipReason } from "./paths.js";
export { defaultCacheDir, materializeTree, withMaterializedTree } from "./materialize.js";
export type { MaterializedTree, MaterializeOptions } from "./materialize.js";
export { buildPermalink, parseCitation } from "./permalink.js";
export type { Citation, Host } from "./permalink.js";
export { planSearch, ripgrepPath, runSearch } from "./search.js";
export type { SearchOptions, SearchOutcome, SearchPlan } from "./search.js";
export { checkCitation, checkSeverity, verifyEvidence } from "./verify.js";
export type { ItemCheck, ItemResult, VerifyOptions, VerifyResult } from "./verify.js";
export { describeItem, formatVerifyResults } from "./verify-format.js";
export type { VerifyReport } from "./verify-format.js";
export { applyReanchor, reanchorEvidence } from "./reanchor.js";
export type { CitationAnchor, ReanchorOptions, ReanchorResult, SearchRecount } from "./reanchor.js";
export { countPrintedLines, fileLines } from "./lines.js";
