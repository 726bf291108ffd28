import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { api } from "./api.js";

const server = new McpServer({ name: "teamadmin", version: "0.3.0" });

server.registerTool(
  "list_members",
  { description: "List the members of a team", inputSchema: { team: z.string() } },
  async ({ team }) => ({ content: [{ type: "text", text: JSON.stringify(await api(`/teams/${team}/members`)) }] }),
);

server.registerTool(
  "set_user_role",
  { description: "Change a user's role (member, maintainer, owner)", inputSchema: { user: z.string(), role: z.string() } },
  async ({ user, role }) => ({
    content: [{ type: "text", text: JSON.stringify(await api(`/users/${user}/role`, { method: "PUT", body: JSON.stringify({ role }) })) }],
  }),
);
