import { isCommentLine, searchDetector } from "../search-detector.js";

// Why: copying text to the clipboard (`navigator.clipboard.writeText`) writes no file.
const CLIPBOARD = /clipboard\.writeText\(/i;

/** Can the agent write or delete files? */
export const detector = searchDetector({
  id: "file-write",
  question: "Can the agent write or delete files?",
  inventory: "tool",
  keep: (hit) => !isCommentLine(hit.text) && !CLIPBOARD.test(hit.text),
  dropNote: "the hits copy text to the clipboard or are comments",
  pattern: String.raw`(?i)write_?file|writeFile|fs\.(write|unlink|rm)|open\([^)]*['\"][wa]b?['\"]|os\.WriteFile|File::create|fs::write|shutil\.(rmtree|move)|os\.(remove|unlink)\(|\.write_text\(|Files\.(write|writeString|delete|move|newBufferedWriter)\(|new File(Output|Input)?Stream\(|new FileWriter\(|File\.(WriteAll\w*|AppendAll\w*|Delete|Move)\(|fopen\([^)]*"[wa]b?\+?"|\.writeText\(`,
});
