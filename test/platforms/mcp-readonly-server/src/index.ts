import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { db } from "./db.js";

const readOnlyMode = process.env.NOTES_READ_ONLY === "1";
const server = new McpServer({ name: "notes", version: "0.9.1" });

server.registerTool(
  "list_notes",
  { description: "List notes", inputSchema: { limit: z.number().max(100) }, annotations: { readOnlyHint: true } },
  async ({ limit }) => ({ content: [{ type: "text", text: JSON.stringify(await db.list(limit)) }] }),
);

if (!readOnlyMode) {
  server.registerTool(
    "delete_note",
    { description: "Delete a note", inputSchema: { id: z.string() }, annotations: { destructiveHint: true } },
    async ({ id }) => {
      console.error(`delete_note ${id}`);
      return { content: [{ type: "text", text: String(await db.remove(id)) }] };
    },
  );
}
