import type { Detector } from "../../finding.js";
import type { Hit, SourceTree } from "../../source.js";
import { CODE_TYPE_FLAGS } from "../../globs.js";
import { fileMentions, findingFromSearch, isCommentLine } from "../search-detector.js";

const ID = "file-write";
const QUESTION = "Can the agent write or delete files?";
const PATTERN = String.raw`(?i)write_?file|writeFile|fs\.(write|unlink|rm)|open\([^)]*['\"][wa]b?['\"]|os\.WriteFile|File::create|fs::write|shutil\.(rmtree|move)|os\.(remove|unlink)\(|\.write_text\(|Files\.(write|writeString|delete|move|newBufferedWriter)\(|new File(Output|Input)?Stream\(|new FileWriter\(|File\.(WriteAll\w*|AppendAll\w*|Delete|Move)\(|fopen\([^)]*"[wa]b?\+?"|\.writeText\(`;
// Why: copying text to the clipboard (`navigator.clipboard.writeText`) writes no file.
const CLIPBOARD = /clipboard\.writeText\(/i;
// A file that speaks of tools or actions (in its path or its text) is where a model's write would be offered.
const TOOL_WORDS = /tool|action|skill/i;
const FEW_FILES = 2;

/**
 * Whether the writes are the program's own bookkeeping: a handful of files (a config saver, an upload store), none
 * of which speaks of tools or actions. A model that writes files is given a tool or an action for it.
 */
function onlyOwnState(hits: Hit[], source: SourceTree): boolean {
  const byFile = new Map(hits.map((h) => [h.path, h]));
  return byFile.size <= FEW_FILES && [...byFile.values()].every((h) => !fileMentions(h, source, TOOL_WORDS));
}

/** Can the agent write or delete files? */
export const detector: Detector = {
  id: ID,
  question: QUESTION,
  inventory: "tool",
  async run(ctx) {
    const result = await ctx.source.search({ pattern: PATTERN, flags: ["-S", ...CODE_TYPE_FLAGS], globs: ctx.source.shipping.globs });
    const kept = result.hits.filter((h) => !isCommentLine(h.text) && !CLIPBOARD.test(h.text));
    const spec = { id: ID, question: QUESTION, inventory: "tool" as const, dropNote: "the hits copy text to the clipboard, are comments, or are the program's own writes in at most two files that offer no tool or action" };
    return findingFromSearch(spec, result, onlyOwnState(kept, ctx.source) ? [] : kept);
  },
};
