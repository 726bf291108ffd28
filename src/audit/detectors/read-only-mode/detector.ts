import type { Hit, SourceTree } from "../../source.js";
import { isSerializedField, linesAbove, searchDetector } from "../search-detector.js";

// Why: opening the program's own database file read-only (`new Database(file, { readonly: true })`) protects that file
// from the program; it offers the model no read-only set of tools.
// So is a read-only database transaction (Spring's `@Transactional(readOnly = true)`).
// (A spreadsheet opened read-only, `load_workbook(path, read_only=True)`, is the same.)
const DATABASE_HANDLE = /\bnew\s+(Database|sqlite3?\.Database)\(|\b(sqlite3|duckdb|lmdb)\.(connect|open)\(|\bopenDatabase\(|@Transactional\b|\b(load|open)_workbook\(/i;
const LOOK_BACK = 2;

/** Whether the hit, or the call it continues on the lines above, opens a database or file handle read-only. */
function opensHandle(hit: Hit, source: SourceTree): boolean {
  const before = linesAbove(hit, source, LOOK_BACK);
  return [...before, hit.text].some((line) => DATABASE_HANDLE.test(line)) && !/read_?only_?(mode|tools)/i.test(hit.text);
}

// Why: a text box's or an editor's own read-only flag (`editor.buffer.read_only = …`, an insert that
// `bypass_readonly=True`) locks what a person types, and a converter that strips a schema's `readOnly` keyword
// (`strip_read_only(schema)`) reads it as data; neither offers the model anything.
// (A mailbox selected read-only, `imap.select("INBOX", readonly=True)`, is the same.)
// So is a data model's own flag on one of its fields (`keyField.read_only`, `f.read_only !== "true"`): it
// describes a record the program reads or writes.
const NOT_A_MODE = /(buffer|document|input|textarea|editor|widget|text_?box|text_?area|field|column)\w*\.read_?only\b|\b(f|col|attr|prop)\.read_?only\b|bypass_?read_?only|(remove|strip|drop)_?read_?only|\.select\([^)]*readonly/i;

/** Is there a read-only mode or read-only tool set? */
export const detector = searchDetector({
  id: "read-only-mode",
  question: "Is there a read-only mode or read-only tool set?",
  inventory: "scoping",
  skipsPageComponents: true,
  // (Go's flag and settings libraries name the flag without dashes: `Bool("read-only", false, …)`,
  // `viper.GetBool("read-only")`; a bare "read-only" elsewhere is often another program's sandbox mode.)
  keep: (hit, source) => !opensHandle(hit, source) && !NOT_A_MODE.test(hit.text) && !isSerializedField(hit.text),
  dropNote: "the hits are comments, open the program's own database, a file or a transaction read-only, lock a text box or an editor component, flag a data model's field, strip a schema's read-only keyword, or are fields of data an API returns",
  pattern: String.raw`(?i)read_?only_?(mode|tools)|readOnlyMode|--read-only|\b(Bool\w*|GetBool|Flag\w*)\(\s*(&[\w.]+,\s*)?["']read-only["']|READ_ONLY|readonly\s*[=:]\s*(true|True)|read_only\s*[=:]\s*(true|True)`,
});
