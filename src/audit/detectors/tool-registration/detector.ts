import { EMPTY_TOOLS } from "../model-tool-calling/detector.js";
import { searchDetector } from "../search-detector.js";

/** Does the code register tools or functions for a model to call? */
export const detector = searchDetector({
  id: "tool-registration",
  question: "Does the code register tools or functions for a model to call?",
  inventory: "tool",
  keep: (hit) => !EMPTY_TOOLS.test(hit.text),
  dropNote: "the hits start an empty tool list, or are comments",
  // (The AI SDK's `tool({ description, inputSchema, execute })` defines one in JavaScript.)
  pattern: String.raw`(^|[^\w.$])tool\(\s*\{|@tool\b|@function_tool|register_tool|registerTool|\bFunctionTool|StructuredTool|DynamicTool|tool_calls|tool_choice|function_call|tools\s*=\s*\[|\b(defineTool|createTool)\b|\.tool\(\s*['\"]|@Tool\b|\[KernelFunction|@LLMTool|ToolSpecification\b|\[McpServerTool|AIFunctionFactory\.Create\(|\b(Function|Method)ToolCallback\b|\.(addTool|AddTool|add_tool)\(`,
});
