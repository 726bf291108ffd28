import { searchDetector } from "../search-detector.js";

/** Does the agent connect to or launch MCP servers? */
export const detector = searchDetector({
  id: "mcp-client",
  question: "Does the agent connect to or launch MCP servers?",
  inventory: "extension",
  pattern: String.raw`mcpServers|mcp_servers|StdioServerParameters|stdio_client|sse_client|streamablehttp_client|StdioClientTransport|SSEClientTransport|StreamableHTTPClientTransport|MultiServerMCPClient|MCPServerStdio|MCPServerSse|mcp-remote|client\.NewStdioMCPClient|NewSSEMCPClient`,
});
