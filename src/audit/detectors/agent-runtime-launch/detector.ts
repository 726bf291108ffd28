import { AGENT_CLI_COMMANDS } from "../agent-runtimes.js";
import { searchDetector } from "../search-detector.js";

/** Does the program start a coding-agent CLI (Claude Code, Codex, Gemini CLI…) as a process? */
export const detector = searchDetector({
  id: "agent-runtime-launch",
  question: "Does the program start a coding-agent CLI (Claude Code, Codex, Gemini CLI…) as a process?",
  inventory: "interpretation",
  // Why only a process launch with the CLI's name as the program: launching one hands the model that runtime's
  // tools, while a lookup on PATH or a model id names the runtime without running it.
  pattern: String.raw`(\bspawn|spawnSync|\bexec|execSync|execFile|execFileSync|execFileAsync|execAsync|\bexeca|Popen|subprocess\.(run|call|check_output)|Command::new|exec\.Command(Context)?)\(\s*(\w+,\s*)?\[?\s*["'\x60](${AGENT_CLI_COMMANDS.join("|")})["'\x60 ]`,
});
