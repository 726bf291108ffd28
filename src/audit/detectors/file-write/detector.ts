import { searchDetector } from "../search-detector.js";

// Why: copying text to the clipboard (`navigator.clipboard.writeText`) writes no file.
const CLIPBOARD = /clipboard\.writeText\(/i;

/** Can the agent write or delete files? */
export const detector = searchDetector({
  id: "file-write",
  question: "Can the agent write or delete files?",
  inventory: "tool",
  keep: (hit) => !CLIPBOARD.test(hit.text),
  // Why: a model that writes files is given a tool or an action for it; a settings saver or an upload store in a
  // file that offers none is the program's own state (experts: no file writing for 6 such programs among 79 reviews).
  onlyInToolCode: true,
  dropNote: "the hits copy text to the clipboard, are comments, or are the program's own writes in at most two files that name no tool, action, sandbox or shell",
  pattern: String.raw`(?i)write_?file|writeFile|fs\.(write|unlink|rm)|open\([^)]*['\"][wa]b?['\"]|os\.WriteFile|File::create|fs::write|shutil\.(rmtree|move)|os\.(remove|unlink)\(|\.write_text\(|Files\.(write|writeString|delete|move|newBufferedWriter)\(|new File(Output|Input)?Stream\(|new FileWriter\(|File\.(WriteAll\w*|AppendAll\w*|Delete|Move)\(|fopen\([^)]*"[wa]b?\+?"|\.writeText\(`,
});
