import type { Hit, SourceTree } from "../../source.js";
import { isCommentLine, linesAround, searchDetector } from "../search-detector.js";

// Names that say what they allow (commands, tools or operations, or an allowlist as such), and a bare `allowed` set.
const NAMED = String.raw`allowed_?(commands|cmds|binaries|programs|tools|operations)|(command|cmd|tool|operation)_?(allow_?list|whitelist)|safe_?commands|trusted_?commands|\ballow_?list\b`;
const BARE_ALLOWED = String.raw`\ballowed\[|\ballowed\s*(:?=|:)\s*(map\[|\{|\[|set\(|frozenset|new Set)`;
const NAMED_ALLOWLIST = new RegExp(NAMED, "i");
const ANY_ALLOWLIST = new RegExp(`${NAMED}|${BARE_ALLOWED}`, "i");
// Why: `disallowedTools` and `disallowed_commands` name a deny list, the opposite of an allowlist.
const DENY_FORM = /disallow(ed)?/gi;
// Why nearby lines: a bare `allowed` set is an allowlist of commands only where commands, tools or operations are
// in view; one of retryable HTTP statuses or accepted input types (`allowed[0]`) lets no command through or not.
const ABOUT_COMMANDS = /command|cmd|exec|shell|tool|binar|program|operation|action/i;
const CONTEXT_LINES = 3;

/** Whether an allowlist hit is about commands, tools or operations: by its name, or by the lines around a bare `allowed`. */
function aboutCommands(hit: Hit, source: SourceTree): boolean {
  const text = hit.text.replace(DENY_FORM, "deny");
  if (!ANY_ALLOWLIST.test(text)) return false;
  if (NAMED_ALLOWLIST.test(text)) return true;
  return linesAround(hit, source, CONTEXT_LINES).some((line) => !isCommentLine(line) && ABOUT_COMMANDS.test(line));
}

/** Are commands or operations checked against an allowlist in code? */
export const detector = searchDetector({
  id: "command-allowlist",
  question: "Are commands or operations checked against an allowlist in code?",
  inventory: "scoping",
  // Why text literals too (for now): see approval-default-off.
  readsTextLiterals: true,
  keep: aboutCommands,
  dropNote: "the hits name a deny list (`disallowed…`), or are a bare `allowed` set with no command, tool or operation in the lines around it (retryable statuses, accepted types)",
  pattern: `(?i)${NAMED}|${BARE_ALLOWED}`,
});
