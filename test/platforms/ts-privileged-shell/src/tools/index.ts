import { execSync } from "node:child_process";

export const tools = [
  { type: "function", function: { name: "shell", parameters: { type: "object", properties: { command: { type: "string" } } } } },
  { type: "function", function: { name: "fetch_url", parameters: { type: "object", properties: { url: { type: "string" } } } } },
];

export async function runTool(name: string, args: { command?: string; url?: string }): Promise<string> {
  if (name === "shell") return execSync(args.command ?? "", { env: { ...process.env } }).toString();
  const res = await fetch(args.url ?? "");
  return res.text();
}
