import type { Hit } from "../../source.js";
import { searchDetector } from "../search-detector.js";

// The server SDKs' names: imports, server objects and tool registrations (with Spring AI's `@McpTool` annotations).
const SERVER_SDK = String.raw`@modelcontextprotocol/sdk/server|new McpServer\(|new Server\(\{|FastMCP\(|\(FastMCP\)|from ['"]fastmcp['"]|^\s*from (fastmcp|mcp\.server\.fastmcp) import|@mcp\.tool|@server\.tool|server\.(tool|registerTool)\(|mcp\.NewServer\(|server\.NewMCPServer\(|mcp\.AddTool\(|\.AddTool\(|#\[tool\(|rmcp::|ServerCapabilities|mcp\.server\.lowlevel|from mcp\.server import Server|@\w+\.(list_tools|call_tool)\(\)|ListToolsRequestSchema|CallToolRequestSchema|io\.modelcontextprotocol(\.kotlin\.sdk)?\.server|\[McpServerTool|McpServerToolType|\bMcpServerOptions\b|With(Call|List)ToolsHandler\(|RequestContext<CallToolRequestParams>|@Mcp(Tool|Resource|Prompt)\b|\bMcpServerFeatures\b`;
const SERVER_SDK_NAMES = new RegExp(SERVER_SDK);
// Why the JSON-RPC method name only where it is dispatched on, outside a client: a hand-written server compares the
// request's method with it, while an MCP client names it to send a call.
const DISPATCH = /==|strcmp|\.equals\(|\bcase\s|=>/;

function servesToolCalls(hit: Hit): boolean {
  return SERVER_SDK_NAMES.test(hit.text) || (DISPATCH.test(hit.text) && !/client/i.test(hit.path));
}

/** Is the project an MCP tool server (does it register tools with an MCP server SDK)? */
export const detector = searchDetector({
  id: "mcp-server",
  question: "Is the project an MCP tool server (does it register tools with an MCP server SDK)?",
  inventory: "tool",
  keep: servesToolCalls,
  dropNote: "the hits name the tools/call method outside a dispatch on it, or in an MCP client, or are comments",
  pattern: `${SERVER_SDK}|"tools/call"`,
});
