import { searchDetector } from "../search-detector.js";

/**
 * The SDK names of MCP client transports and sessions (also part of the broader `mcp-client` vocabulary). Why
 * `ClientSession` only as imported from `mcp`: aiohttp's HTTP session has the same name.
 */
// Why `RoleClient` only beside rmcp: the Rust SDK's client role; the bare word is also an IPC flag in other code.
export const MCP_CLIENT_TRANSPORTS = String.raw`StdioServerParameters|stdio_client|sse_client|streamablehttp_client|StdioClientTransport|SSEClientTransport|StreamableHTTPClientTransport|MultiServerMCPClient|MCPServerStdio|MCPServerSse|client\.NewStdioMCPClient|NewSSEMCPClient|McpClientFactory|McpSyncClient|McpAsyncClient|TokioChildProcess|StreamableHttpClientTransport|SseClientTransport|mcp\.CommandTransport|StdioMcpTransport|StreamableHttpMcpTransport|HttpMcpTransport|DockerMcpTransport|DefaultMcpClient|McpClient\.CreateAsync|\bstreamable_http_client\b|\bfrom mcp import [^\n]*\bClientSession\b|\bfrom mcp\.client\.[\w.]+ import\b|\bClientHandler\s+for\b|\b(rmcp::[^;\n]*|RunningService<)RoleClient\b|create_with_server_launch|\bStdioTransport\(|\bfrom fastmcp\.client\b`;

/**
 * Does the program itself open MCP client connections (a transport or client session), rather than only naming
 * `mcpServers` in a host's configuration? Why separate: tool servers often write themselves into a host's
 * `mcpServers` file when installed, which launches nothing from the server.
 */
export const detector = searchDetector({
  id: "mcp-client-transport",
  question: "Does the program itself open MCP client connections (a client transport or session)?",
  inventory: "extension",
  pattern: MCP_CLIENT_TRANSPORTS,
});
