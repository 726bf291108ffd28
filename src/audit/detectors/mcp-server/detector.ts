import { searchDetector } from "../search-detector.js";

/** Is the project an MCP tool server (does it register tools with an MCP server SDK)? */
export const detector = searchDetector({
  id: "mcp-server",
  question: "Is the project an MCP tool server (does it register tools with an MCP server SDK)?",
  inventory: "tool",
  pattern: String.raw`@modelcontextprotocol/sdk/server|new McpServer\(|new Server\(\{|FastMCP\(|\(FastMCP\)|from ['"]fastmcp['"]|^\s*from (fastmcp|mcp\.server\.fastmcp) import|@mcp\.tool|@server\.tool|server\.(tool|registerTool)\(|mcp\.NewServer\(|server\.NewMCPServer\(|mcp\.AddTool\(|\.AddTool\(|#\[tool\(|rmcp::|ServerCapabilities|mcp\.server\.lowlevel|from mcp\.server import Server|@\w+\.(list_tools|call_tool)\(\)|ListToolsRequestSchema|CallToolRequestSchema|io\.modelcontextprotocol(\.kotlin\.sdk)?\.server|\[McpServerTool|McpServerToolType|\bMcpServerOptions\b|With(Call|List)ToolsHandler\(|RequestContext<CallToolRequestParams>|"tools/call"`,
});
