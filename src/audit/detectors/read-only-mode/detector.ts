import { searchDetector } from "../search-detector.js";

// Why: opening the program's own database file read-only (`new Database(file, { readonly: true })`) protects that file
// from the program; it offers the model no read-only set of tools.
// So is a read-only database transaction (Spring's `@Transactional(readOnly = true)`).
const DATABASE_HANDLE = /\bnew\s+(Database|sqlite3?\.Database)\(|\b(sqlite3|duckdb|lmdb)\.(connect|open)\(|\bopenDatabase\(|@Transactional\b/i;

/** Is there a read-only mode or read-only tool set? */
export const detector = searchDetector({
  id: "read-only-mode",
  question: "Is there a read-only mode or read-only tool set?",
  inventory: "scoping",
  keep: (hit) => !DATABASE_HANDLE.test(hit.text),
  dropNote: "the hits are comments or open the program's own database, or a transaction, read-only",
  pattern: String.raw`(?i)read_?only_?(mode|tools)|readOnlyMode|--read-only|READ_ONLY|readonly\s*[=:]\s*(true|True)|read_only\s*[=:]\s*(true|True)`,
});
