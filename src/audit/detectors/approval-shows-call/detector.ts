import type { Detector, Finding, InventoryItem } from "../../finding.js";
import { escapeRegExp } from "../../../util/text.js";
import { shippedFiles } from "../../files.js";
import { CODE_TYPE_FLAGS } from "../../globs.js";
import { absentFinding, foundFinding, isCommentLine, linesAbove, negativeEvidence } from "../search-detector.js";

const APPROVAL_FN = /^\s*(?:export\s+)?(?:async\s+)?(?:def|function)\s+(\w*(?:approv|confirm|permission|consent)\w*)\s*\(([^)]*)\)/i;
const DISPLAY = /\b(print|input|prompt|console\.log|confirm|ask|render|display|show|fmt\.Print\w*|questionary|click\.confirm)\b/;

// Why a prompt that says "run this code" counts: it asks about code the person has just been shown (the CLI prints the
// block, then asks), so the decision is on the exact call. A bare "Continue?" shows nothing. (The question may sit on
// the line after its `input(`.)
const ASKS_ON_SHOWN = String.raw`(?i)["'\x60][^"'\x60]*\b(run|execute)\s+(this|these|the following|the above)\s+(code|commands?|scripts?|tool calls?|actions?)\b`;
const PROMPT_CALL = /\b(input|confirm|ask|prompt|ConfirmYesNo|readline|question)\w*\s*\(/i;

function params(list: string): string[] {
  return list
    .split(",")
    .map((p) => p.trim().replace(/^\*+/, "").split(/[:=\s]/)[0]!.trim())
    .filter((p) => p && p !== "self" && p !== "cls");
}

/** Does an approval function show the person the exact call (every argument it receives) before deciding? */
export const detector: Detector = {
  id: "approval-shows-call",
  question: "Does an approval function show the person the exact call (every argument it receives) before deciding?",
  inventory: "approval",
  async run({ source }): Promise<Finding> {
    const items: InventoryItem[] = [];
    const candidates = await source.search({ pattern: String.raw`(?i)(def|function)\s+\w*(approv|confirm|permission|consent)\w*\s*\(`, globs: ["*.{py,ts,js,mjs,tsx}", "!**/{test,tests,__tests__,examples,docs}/**", "!**/*.{test,spec}.*", "!**/test_*.py"] });
    const files = new Set(candidates.hits.map((h) => h.path));
    for (const file of shippedFiles(source, /./).filter((f) => files.has(f))) {
      const lines = source.lines(file) ?? [];
      lines.forEach((line, i) => {
        const m = APPROVAL_FN.exec(line);
        if (!m) return;
        const names = params(m[2]!);
        if (names.length === 0) return;
        // Why the body window: a short approval helper shows its arguments within its first lines.
        const body = lines.slice(i + 1, i + 15).join("\n");
        // Why the parameters are taken out first: a parameter named `display` or `prompt` is data the function is
        // handed, not a place it shows anything.
        const own = body.replace(new RegExp(`\\b(${names.map(escapeRegExp).join("|")})\\b`, "g"), "");
        const shown = DISPLAY.test(own) && names.every((n) => new RegExp(`[{(+,]\\s*${n}\\b|\\$\\{${n}\\b`).test(body));
        if (shown) items.push({ kind: "approval", detector: detector.id, path: file, line: i + 1, snippet: line.trim() });
      });
    }
    const prompts = await source.search({ pattern: ASKS_ON_SHOWN, flags: ["-S", ...CODE_TYPE_FLAGS], globs: source.shipping.globs });
    for (const hit of prompts.hits) {
      const before = linesAbove(hit, source, 2).filter((l) => !isCommentLine(l));
      const asked = PROMPT_CALL.test(hit.text) || PROMPT_CALL.test(before.at(-1) ?? "");
      if (asked && !isCommentLine(hit.text)) items.push({ kind: "approval", detector: detector.id, path: hit.path, line: hit.line, snippet: hit.text.trim().slice(0, 200) });
    }
    if (items.length) return foundFinding(detector, items);
    const absent = absentFinding(detector, candidates, { note: "no approval function shows every argument of the call it approves" });
    return { ...absent, evidence: [...absent.evidence, negativeEvidence(prompts, prompts.count ? "no prompt asking to run shown code is a prompt call" : undefined)] };
  },
};
