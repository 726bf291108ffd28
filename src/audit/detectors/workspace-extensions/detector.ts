import { isCommentLine, searchDetector } from "../search-detector.js";

// Why: the user's own folder (~/.agent/hooks) is the user's decision, not the workspace's; only files found relative to
// the project the agent operates on can be planted by whoever controls that project.
const HOME = /~\/|\bhome\b|homedir|expanduser|\bHOME\b|user_?config|userData|globalConfig/i;

/**
 * Does the agent load hooks, plugins, skills, MCP servers or settings from the project folder it works in (a dot-folder
 * of the workspace, a project `.mcp.json`)? Such files let a cloned repository change what the agent runs.
 */
export const detector = searchDetector({
  id: "workspace-extensions",
  question: "Does the agent load hooks, plugins, skills, MCP servers or settings from the project folder it works in?",
  inventory: "persistence",
  keep: (hit) => !isCommentLine(hit.text) && !HOME.test(hit.text),
  dropNote: "the hits are comments or the user's own home folder",
  pattern: String.raw`(?i)(cwd|workspace|project|repo|root|wd|dir)\w*\)?\s*[,/]\s*["'${"`"}]\.[\w-]+/(hooks|plugins|skills|commands|extensions|rules|agents|settings|config|mcp)\b|["'${"`"}]\.mcp\.json["'${"`"}]|["'${"`"}]\.[\w-]+/(settings|config|mcp|hooks)(\.local)?\.(json|ya?ml|toml)["'${"`"}]`,
});
