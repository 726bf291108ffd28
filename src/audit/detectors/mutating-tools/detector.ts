import { TOOL_DEFINITION_FILE } from "../../globs.js";
import type { Hit, SourceTree } from "../../source.js";
import { isCommentLine, linesAround, searchDetector } from "../search-detector.js";

const VERBS = "create|update|delete|remove|write|send|post|merge|push|insert|drop|patch|put|move|rename|upload|execute|exec|run|set|add|modify|edit|close|cancel|assign|approve|deploy|apply|restart|scale|kill|stop|start|install|commit";
// Why the decorator: a Python tool server names each tool after its function (`@mcp.tool()` over `async def set(…)`),
// so a bare verb is a tool name there, where a quoted bare verb would be any string.
const TOOL_DECORATOR = /^\s*@[\w.]*\btool\b/;
const DECORATOR_LOOK_BACK = 6;
// Why cite these first: a quoted verb_noun is also a data key (`"commit_id"`, `"start_char_index"`); in a tools file,
// or beside `name`, it is a tool's name.
const NAMES_A_TOOL = /\bname\b|\btool/i;

/** Whether a `def` hit is decorated as a tool: a `@….tool` line above it before any other statement. */
function isDecoratedTool(hit: Hit, source: SourceTree): boolean {
  const lines = source.lines(hit.path) ?? [];
  for (let i = hit.line - 2; i >= Math.max(0, hit.line - 1 - DECORATOR_LOOK_BACK); i--) {
    const line = lines[i] ?? "";
    if (TOOL_DECORATOR.test(line)) return true;
    if (isCommentLine(line)) continue;
    // Why stop at any other statement: decorators sit directly above their function, with only their own keyword
    // arguments and closing brackets between.
    if (/^\s*(def|class|async def)\b/.test(line) || (/^\s*[\w"']/.test(line) && !/^\s*[\w]+\s*=/.test(line))) return false;
  }
  return false;
}

// Why: a verb_noun as an HTML class or id (`class="close-button"`) is markup, never a tool's name. (Keys and
// comparisons stay: a server registers tools in a dictionary and dispatches on `name == "create_issue"`.)
const MARKUP_NAME = new RegExp(String.raw`\b(class|className|id)\s*=\s*["'](${VERBS})[_-]`);

// Why: a record's timestamp or author column (`name="create_date"`, `"update_time"`, `"delete_by"`) names when or by
// whom something changed; it is no operation.
// So is an identifier's key (`"run_id"`), and a message's or event's type tag (`type: 'upload_parsing'`).
const RECORD_COLUMN = new RegExp(String.raw`["'\x60](${VERBS})[_-](date|time|timestamp|at|on|by|id|ids)["'\x60]|\btype\s*(:|===?)\s*["'\x60](${VERBS})[_-]`);

// Why names that end in the verb (`name="vector-store"`, `name="notes_write"`): servers prefix every tool with their
// product. Only as a `name` beside a tool registration, where the same shape elsewhere is a span or an event name.
const NOUN_VERB_NAME = new RegExp(String.raw`\bname\s*[=:]\s*["'\x60][a-z][\w-]*[_-](${VERBS}|store|save)["'\x60]`);
const TOOL_NEAR = /\btool\b|\bTool\(|\.(add_)?tool\(/i;
// Why camel-case names bound to a tool factory (`export const updateDocument = (…) =>` then `tool({`): the AI SDK's
// and similar libraries' tools are named by the variable or key that holds them. Only where the factory call follows
// within two lines, since the same shape is any function elsewhere.
const CAMEL_TOOL_NAME = new RegExp(String.raw`\b(${VERBS})[A-Z]\w*\s*[=:]`);
const TOOL_FACTORY = /\b(tool|createTool|defineTool|betaTool|dynamicTool)\(\s*\{|new (DynamicStructuredTool|DynamicTool|StructuredTool|FunctionTool)\(/;

/** Whether a hit names a state-changing tool, and not a function, markup, a record's column or a stray name. */
function isToolName(hit: Hit, source: SourceTree): boolean {
  if (/^\s*(async\s+)?def\s/.test(hit.text) && !isDecoratedTool(hit, source)) return false;
  if (MARKUP_NAME.test(hit.text) || RECORD_COLUMN.test(hit.text)) return false;
  const verbFirst = new RegExp(String.raw`["'\x60](${VERBS})[_-][a-z]|^\s*(async\s+)?def\s`).test(hit.text);
  if (!verbFirst && CAMEL_TOOL_NAME.test(hit.text) && !NOUN_VERB_NAME.test(hit.text)) {
    const lines = source.lines(hit.path) ?? [];
    return [hit.text, lines[hit.line] ?? "", lines[hit.line + 1] ?? ""].some((line) => TOOL_FACTORY.test(line));
  }
  return verbFirst || linesAround(hit, source, 3).some((line) => TOOL_NEAR.test(line));
}

/** Do tool names show operations that change state (create, update, delete, send, run…)? */
export const detector = searchDetector({
  id: "mutating-tools",
  question: "Do tool names show operations that change state (create, update, delete, send, run…)?",
  inventory: "tool",
  // Why page components out: what a page shows (a step's `"upload_parsing"` status) is no tool the model holds.
  skipsPageComponents: true,
  keep: isToolName,
  dropNote: "the hits are functions not registered as tools, HTML classes or ids, timestamp, author or id keys, type tags, page components, or docstring examples",
  prefer: (hit) => TOOL_DEFINITION_FILE.test(hit.path) || NAMES_A_TOOL.test(hit.text),
  // Why case-sensitive (the capitals in the class make ripgrep's smart case so): tool names start in lower case;
  // `"SET_STATE"`, `"SHOW_TOAST"`, `"Set-Cookie"` are action types, constants and headers. (An operation id may
  // continue in camelCase: `"create_user_groupV2"`.)
  pattern: String.raw`["'\x60](${VERBS})[_-][a-z][A-Za-z0-9_-]*["'\x60]|^\s*(async\s+)?def\s+(${VERBS})(_\w+)?\s*\(|${NOUN_VERB_NAME.source}|${CAMEL_TOOL_NAME.source}`,
});
