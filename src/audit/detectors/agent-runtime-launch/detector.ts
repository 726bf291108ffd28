import { AGENT_CLI_COMMANDS } from "../agent-runtimes.js";
import { fileMentions, searchDetector } from "../search-detector.js";

// A lookup of the CLI on PATH (`shutil.which("claude")`, `exec.LookPath("codex")`), which counts only in a file that
// also starts a process: an SDK that finds the CLI and then spawns the path it found.
const PATH_LOOKUP = new RegExp(String.raw`\b(which|LookPath|which\.sync)\(\s*["'\x60](${AGENT_CLI_COMMANDS.join("|")})["'\x60]\s*\)`);
const STARTS_PROCESS = /\b(open_process|create_subprocess_exec|Popen|spawn|execa|execFile)\(|exec\.Command(Context)?\(|Command::new\(/;

/** Does the program start a coding-agent CLI (Claude Code, Codex, Gemini CLI…) as a process? */
export const detector = searchDetector({
  id: "agent-runtime-launch",
  question: "Does the program start a coding-agent CLI (Claude Code, Codex, Gemini CLI…) as a process?",
  inventory: "interpretation",
  // Why only a process launch with the CLI's name as the program (or a file that looks the CLI up on PATH and starts
  // a process): launching one hands the model that runtime's tools, while a lookup alone or a model id names the
  // runtime without running it.
  // Why the agent SDKs too: Claude's Agent SDK and the Codex SDK start that CLI as a child process under the hood.
  // (Open Interpreter's library runs its own code-executing agent in the caller's process.)
  pattern:
    String.raw`(\bspawn|spawnSync|\bexec|execSync|execFile|execFileSync|execFileAsync|execAsync|\bexeca|Popen|subprocess\.(run|call|check_output)|\bCommand::new|exec\.Command(Context)?)\(\s*(\w+,\s*)?\[?\s*["'\x60](${AGENT_CLI_COMMANDS.join("|")})["'\x60 ]|` +
    PATH_LOOKUP.source +
    String.raw`|^\s*from claude_agent_sdk import\b|^\s*(import\s[^;]*|\}\s*)from\s+["'](@anthropic-ai/claude-agent-sdk|@openai/codex-sdk)["']` +
    // Open Interpreter embedded as a library: its agent runs the code and commands the model writes, in this process.
    String.raw`|^\s*from interpreter import (interpreter|OpenInterpreter)\b`,
  // Why not a type-only import: it names the SDK's shapes and starts nothing.
  keep: (hit, source) => !/^\s*import\s+type\b/.test(hit.text) && (!PATH_LOOKUP.test(hit.text) || fileMentions(hit, source, STARTS_PROCESS)),
});
