import type { Detector } from "../finding.js";
import { TOOL_DEFINITION_FILE } from "../globs.js";
import type { Hit, SourceTree } from "../source.js";
import { fileMentions, searchDetector } from "./search-detector.js";

// Why not type declarations: an SDK's `types/` folder or a `.d.ts` file describes an API's shape for its developers;
// nothing there is offered to a model.
const TYPES_ONLY = /(^|\/)types?\/|\.d\.ts$/;
// The file declares a tool's input schema (JSON Schema, zod, pydantic, mcp-go's options, a tool base class).
const SCHEMA_FILE = /"properties"\s*:|input_?schema|inputSchema|\bparameters\s*[=:]|\.describe\(|args_schema|BaseTool|ToolBase|@(mcp\.)?tool\b|registerTool|server\.tool\(|mcp\.With|jsonschema|function_?declaration/i;

/** The spellings of a field named `keys` inside a tool's input schema, as a ripgrep regex. */
function fieldPattern(keys: string): string {
  const k = `(?i:${keys})`;
  return [
    // A JSON Schema property: `"allowed_tools": {` (JSON, a Python dict, Rust's json! macro, a TS object).
    String.raw`["'\x60]${k}["'\x60]\s*:\s*\{`,
    // A zod or TypeBox property: `skipPermissions: z.boolean()`.
    String.raw`^\s*["']?${k}["']?\s*:\s*(z|Type)\.\w+\(`,
    // A pydantic field: `permission_mode: str = Field(` or `permission_mode: Annotated[`.
    String.raw`^\s*${k}\s*:\s*(Annotated\[|[\w\[\]., |"']+=\s*Field\()`,
    // mcp-go's tool options: `mcp.WithString("approval_policy", …)`.
    String.raw`With(String|Boolean|Bool|Array|Number|Object)\(\s*"${k}"`,
  ].join("|");
}

function inToolSchema(hit: Hit, source: SourceTree): boolean {
  return TOOL_DEFINITION_FILE.test(hit.path) && !TYPES_ONLY.test(hit.path) && fileMentions(hit, source, SCHEMA_FILE);
}

/**
 * A detector for a field, among a model-facing tool's declared inputs, that sets the agent's own authority: whatever
 * the model puts there widens or loosens what it may do next.
 */
export function toolInputFieldDetector(spec: { id: string; question: string; keys: string; extra?: string[] }): Detector {
  return searchDetector({
    id: spec.id,
    question: spec.question,
    inventory: "tool",
    // Why text literals too: a tool's input schema is often JSON written in a raw string or a template literal.
    readsTextLiterals: true,
    pattern: [fieldPattern(spec.keys), ...(spec.extra ?? [])].join("|"),
    keep: inToolSchema,
    dropNote: "the hits are outside a file that declares a model-facing tool's input schema (types, settings, comments)",
  });
}
