import { searchDetector } from "../search-detector.js";

/**
 * Do tool input schemas bound their arguments in code (zod's `.max(100)`, pydantic's `Field(le=100)`, a JSON schema's
 * `maximum`, mcp-go's `mcp.Max(…)`)?
 * (A JSON schema's bound only beside its `type` or as a quoted key: a bare `maxLength: 256` is as often a tokenizer's
 * or a text box's setting.)
 * Why it matters to C3: the anchors' L2 is typed schemas with some validation, and numeric bounds are part of L3's
 * allowlist validation; a schema that only types its fields bounds nothing.
 */
export const detector = searchDetector({
  id: "argument-bounds",
  question: "Do tool input schemas bound their arguments (maximum values or lengths, patterns)?",
  inventory: "scoping",
  pattern: String.raw`\bz\.(number|string|array)\(\)[^;\n]*\.(max|length|regex|int\(\)\.max)\(|\bField\([^)\n]*\b(le|lt|max_length|max_items|pattern)\s*=|\bcon(int|str|list)\([^)\n]*\b(le|lt|max_length|max_items|pattern)\s*=|["'](maximum|maxLength|maxItems)["']\s*:\s*\d|\btype\s*:\s*["'](integer|number|string|array)["'][^\n]*\b(maximum|maxLength|maxItems)\s*:\s*\d|\bmcp\.(Max|MaxLength|MaxItems|Pattern)\(`,
});
