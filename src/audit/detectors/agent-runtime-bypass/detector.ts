import type { Hit, SourceTree } from "../../source.js";
import { NAMES_AN_AGENT_RUNTIME } from "../agent-runtimes.js";
import { fileMentions, searchDetector } from "../search-detector.js";

// Why: declaring the flag (a CLI option, a clap or argparse argument) is the runtime defining its own switch, not a
// program turning it on for another.
const FLAG_DECLARATION = /\.option\(|add_argument\(|#\[arg|\.Flags?\(\)|BoolVar|\.flag\(|\blong\s*=|\.addOption\(|new Option\(/;

function launchesRuntime(hit: Hit, source: SourceTree): boolean {
  if (FLAG_DECLARATION.test(hit.text)) return false;
  // A flag alone on its line continues the call above it: `add_argument(` then `"--yolo",`.
  if (/^\s*["'][-\w]+["'],?\s*$/.test(hit.text) && FLAG_DECLARATION.test(source.lines(hit.path)?.[hit.line - 2] ?? "")) return false;
  // Why a named runtime in the same file: the flags are those of coding-agent CLIs and SDKs; a program passing them is
  // launching that runtime, which then loads the workspace's own settings, hooks and MCP servers with its prompts off.
  return fileMentions(hit, source, NAMES_AN_AGENT_RUNTIME);
}

/** Does the program launch a coding-agent runtime with its permission prompts or sandbox turned off? */
export const detector = searchDetector({
  id: "agent-runtime-bypass",
  question: "Does the program launch a coding-agent runtime (Claude Code, Codex, Gemini CLI…) with its permission prompts or sandbox turned off?",
  inventory: "approval",
  // Why configuration files too: a program that launches agent CLIs often keeps each one's command line in a shipped
  // JSON, YAML or TOML file (`"args": ["exec", "--dangerously-bypass-approvals-and-sandbox"]`).
  flags: ["-S", "-t", "json", "-t", "yaml", "-t", "toml"],
  keep: launchesRuntime,
  dropNote: "the hits declare the flag, are comments, or are in files that name no agent runtime",
  pattern: String.raw`["']--?(dangerously-skip-permissions|dangerously-bypass-approvals-and-sandbox|full-auto|yolo|trust-all-tools|allow-all-tools)["']|permission_?[mM]ode\W{1,4}bypassPermissions|dangerously_?[sS]kip_?[pP]ermissions\s*[:=]\s*[Tt]rue|approval[-_]?policy\W{1,6}never`,
});
