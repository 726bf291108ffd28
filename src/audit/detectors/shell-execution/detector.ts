import { isCommentLine, isDefinitionLine, searchDetector } from "../search-detector.js";

// Why: launching the system browser with a fixed command (OAuth sign-in) is not a path for model-written commands.
const BROWSER_OPEN = /xdg-open|rundll32|["'`]open["'`]|\bstart\s+["'`]{2}/;

/** Does shipped code start shell commands or subprocesses? */
export const detector = searchDetector({
  id: "shell-execution",
  question: "Does shipped code start shell commands or subprocesses?",
  inventory: "interpretation",
  keep: (hit) => !isCommentLine(hit.text) && !BROWSER_OPEN.test(hit.text) && !isDefinitionLine(hit.text),
  dropNote: "the hits open the system browser with a fixed command, define a method of that name, or are comments",
  pattern: String.raw`subprocess\.(run|Popen|call|check_output|check_call)\(|os\.(system|popen|execv\w*|spawn\w*)\(|asyncio\.create_subprocess_(exec|shell)\(|pty\.spawn\(|child_process|\bexecSync\(|\bspawnSync\(|\bexecFileSync\(|\bexeca\(|Bun\.spawn|Deno\.Command|exec\.Command(Context)?\(|Command::new\(|std::process::Command|tokio::process|new ProcessBuilder\(|Runtime\.getRuntime\(\)\.exec\(|Process\.Start\(|new ProcessStartInfo|(^|[^\w.])(popen|execvp|execve|execlp|posix_spawnp?)\(`,
});
