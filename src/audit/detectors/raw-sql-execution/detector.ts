import { searchDetector } from "../search-detector.js";

/**
 * Does a tool pass model-supplied SQL text to a database?
 * Why tool names and schema fields rather than every `sql` variable: raw SQL is model text interpreted as code (C4's
 * risk surface) only where the model writes it, which is a tool named for running queries or a tool argument
 * declared as SQL; an internal helper taking `sql: str` is the program's own query.
 */
export const detector = searchDetector({
  id: "raw-sql-execution",
  question: "Does a tool pass model-supplied SQL text to a database?",
  inventory: "interpretation",
  // Why descriptions too: a tool argument named `query` whose schema says it holds SQL (`description=Raw SQL query` in a
  // Go struct tag, zod's `.describe("SQL statement to run")`) is model-written SQL, and so is a query payload's
  // `rawSql` key that carries it to a data source.
  pattern: String.raw`(?i)["'\x60](execute|run|exec|query)[_-]?(sql|query|queries|statement|cypher)["'\x60]|\bsql\s*:\s*(z\.string\(|str\s*=\s*Field\()|WithString\(\s*"sql"|(\bdescription\s*[=:]|\.describe\()\s*["'\x60]?[^"'\x60\n]{0,60}\bSQL (query|queries|statement)|["']rawSql["']\s*:`,
});
