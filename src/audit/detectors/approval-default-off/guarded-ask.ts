import type { Hit, SourceTree } from "../../source.js";
import { linesAbove } from "../search-detector.js";

/**
 * An approval prompt asked only when a flag is set (`if safety and input("Execute command? y/n")`,
 * `if (confirmRuns && await confirm("Run this command?"))`), as a ripgrep regex. Why: the prompt then guards the
 * call only for callers that turn the flag on; the flag's default decides whether the gate is on.
 */
export const GUARDED_ASK = String.raw`\bif\s+(self\.)?\w+\s+and\s+.*\b(input|confirm|prompt|ask\w*)\s*\(|\bif\s*\(\s*(this\.)?\w+\s*&&\s*.*\b(confirm|prompt|ask\w*)\s*\(`;

const GUARD_NAME = /\bif\s*\(?\s*(?:self\.|this\.)?(\w+)\s*(?:and\b|&&)/;
// Why execution words: a prompt guarded by a flag that asks about something else ("Cancel the pending sign-in?",
// "Overwrite the key?") is the program's own housekeeping, not a gate on what the agent runs.
const ASKS_TO_RUN = /\b(execute|run|approve|allow)\b[^"'`]*\?|\by\/n\b|\[y\/N\]/i;
const SIGNATURE_LOOK_BACK = 40;
const FUNCTION_START = /^\s*(async\s+)?(def|function)\s+\w+|^\s*(public|private|protected|static|async|\s)*\w+\s*\([^)]*$|^\s*(public|private|protected|static|async|\s)*\w+\s*\(.*\)\s*(:\s*[\w<>[\]| ]+)?\s*\{\s*$/;

/** The flag a guarded prompt tests (`safety` in `if safety and input(…)`). */
export function guardName(text: string): string | undefined {
  return GUARD_NAME.exec(text)?.[1];
}

/**
 * Whether the hit asks to run something only when a flag is set, and the flag is a parameter of the enclosing function
 * declared off by default (`def execute(self, commands, safety=False)`).
 */
export function isGuardedAskOffByDefault(hit: Hit, source: SourceTree): boolean {
  const name = guardName(hit.text);
  if (!name || !ASKS_TO_RUN.test(hit.text)) return false;
  const above = linesAbove(hit, source, SIGNATURE_LOOK_BACK);
  const start = above.map((line) => FUNCTION_START.test(line)).lastIndexOf(true);
  if (start < 0) return false;
  const offByDefault = new RegExp(String.raw`\b${name}\s*(\??\s*:\s*[\w\[\]|. ]+)?\s*=\s*(False|false)\b`);
  return above.slice(start).some((line) => offByDefault.test(line));
}
