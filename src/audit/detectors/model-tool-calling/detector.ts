import { isTypeFieldDeclaration, searchDetector } from "../search-detector.js";

/** An empty tool list (`tools: []`, `tools=[]`, `ollama_tools = []`): it hands the model nothing and registers nothing. */
export const EMPTY_TOOLS = /tools\s*[:=]\s*\[\s*\]/;

// Why: a dotted module path in a string (`"instructor.function_calls"`) names where a class comes from; it hands the
// model nothing.
const MODULE_PATH_STRING = /(["'])[A-Za-z_][\w]*(\.[A-Za-z_]\w*)+\1/g;
const PATTERN = String.raw`tool_calls|tool_choice|\bAction Input:|\bAction:\s*<|parse_?actions?\(|extract_?actions?\(|@Tool\b|\[KernelFunction|AIFunctionFactory\.Create\(|\b(Function|Method)ToolCallback\b|ToolSpecification\b|FunctionChoiceBehavior|\bbind_tools\(|\.bindTools\(|\btools\s*=\s*\[|\btools=|\btools:\s*\[|tool_use\b|ToolUseBlock|FunctionCall|function_call|@tool\b|@function_tool|StructuredTool\b|DynamicTool\b|FunctionTool\b|create_react_agent|AgentExecutor|ToolNode\(|\bexecute_tool\(|\bcall_tool\(|tool_executor|ToolExecutor|stopWhen|\bmaxSteps\b|ToolCall\b|\.ToolCalls\b|\bTools:\s|tool_calls\(\)|ToolChoice`;
const VOCABULARY = new RegExp(PATTERN);

/** Whether every word of the vocabulary on the line sits inside a dotted module path. */
function onlyInModulePaths(text: string): boolean {
  return !VOCABULARY.test(text.replace(MODULE_PATH_STRING, '""'));
}

/** Does the agent hand tools to a language model and execute the calls it chooses? */
export const detector = searchDetector({
  id: "model-tool-calling",
  question: "Does the agent hand tools to a language model and execute the calls it chooses?",
  inventory: "tool",
  // Why text literals too: a ReAct prompt (`Action: <tool name>`) is how a text-only agent calls tools.
  readsTextLiterals: true,
  // Why type fields: a TypeScript type (`function_call?: {`, `tool_choice?:`) describes a model API's shape; a program
  // that hands the model tools also builds or reads them somewhere else.
  keep: (hit) => !isTypeFieldDeclaration(hit) && !EMPTY_TOOLS.test(hit.text) && !onlyInModulePaths(hit.text),
  dropNote: "the hits declare optional fields of a model API's types, pass an empty tool list, name a module path, or are comments",
  pattern: PATTERN,
});
