import { MCP_CLIENT_TRANSPORTS } from "../mcp-client-transport/detector.js";
import { searchDetector } from "../search-detector.js";

/** Does the agent connect to or launch MCP servers? */
export const detector = searchDetector({
  id: "mcp-client",
  question: "Does the agent connect to or launch MCP servers?",
  inventory: "extension",
  // Why the configuration keys too: a program that reads an `mcpServers` list launches what it names; and MCP client
  // objects handed to another agent SDK (`mcp_clients=[…]`) connect to what they name.
  // Why not page components: a `.tsx` page that prints an `mcpServers` block is install instructions for a person.
  skipsPageComponents: true,
  pattern: String.raw`mcpServers|mcp_servers|\bmcp_clients\b|mcp-remote|` + MCP_CLIENT_TRANSPORTS,
});
