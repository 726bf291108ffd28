import { searchDetector } from "../search-detector.js";

/** Does shipped code start shell commands or subprocesses? */
export const detector = searchDetector({
  id: "shell-execution",
  question: "Does shipped code start shell commands or subprocesses?",
  inventory: "interpretation",
  pattern: String.raw`subprocess\.(run|Popen|call|check_output|check_call)\(|os\.(system|popen|execv\w*|spawn\w*)\(|asyncio\.create_subprocess_(exec|shell)\(|pty\.spawn\(|child_process|\bexecSync\(|\bspawnSync\(|\bexecFileSync\(|\bexeca\(|Bun\.spawn|Deno\.Command|exec\.Command(Context)?\(|Command::new\(|std::process::Command|tokio::process`,
});
