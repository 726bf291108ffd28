import type { Hit, SourceTree } from "../../source.js";
import { isDefinitionLine, linesAbove } from "../search-detector.js";

/**
 * An approval prompt asked only when a flag is set (`if ask_first and input("Run this command? y/n")`,
 * `if (askFirst && await confirm("Run this command?"))`), as a ripgrep regex. Why: the prompt then guards the call
 * only for callers that turn the flag on; the flag's default decides whether the gate is on.
 */
export const GUARDED_ASK = String.raw`\bif\s+(self\.)?\w+\s+and\s+.*\b(input|confirm|prompt|ask\w*)\s*\(|\bif\s*\(\s*(this\.)?\w+\s*&&\s*.*\b(confirm|prompt|ask\w*)\s*\(`;
const GUARDED_ASK_LINE = new RegExp(GUARDED_ASK, "i");

const GUARD_NAME = /\bif\s*\(?\s*(?:self\.|this\.)?(\w+)\s*(?:and\b|&&)/;
// Why execution words: a prompt guarded by a flag that asks about something else ("Cancel the pending sign-in?",
// "Overwrite the key?") is the program's own housekeeping, not a gate on what the agent runs.
const ASKS_TO_RUN = /\b(execute|run|approve|allow)\b[^"'`]*\?|\by\/n\b|\[y\/N\]/i;
const SIGNATURE_LOOK_BACK = 40;

/** Whether the line asks a person only when a flag is set. */
export function isGuardedAsk(text: string): boolean {
  return GUARDED_ASK_LINE.test(text);
}

/** The flag a guarded prompt tests (`ask_first` in `if ask_first and input(…)`). */
export function guardName(text: string): string | undefined {
  return GUARD_NAME.exec(text)?.[1];
}

/**
 * Whether the hit asks to run something only when a flag is set, and the flag is a parameter of the enclosing function
 * declared off by default (`def execute(self, commands, ask_first=False)`). A function the shared definition test does
 * not recognise (a class method in TypeScript) is not judged: the prompt is then not read as off.
 */
export function isGuardedAskOffByDefault(hit: Hit, source: SourceTree): boolean {
  const name = guardName(hit.text);
  if (!name || !ASKS_TO_RUN.test(hit.text)) return false;
  const above = linesAbove(hit, source, SIGNATURE_LOOK_BACK);
  const start = above.map(isDefinitionLine).lastIndexOf(true);
  if (start < 0) return false;
  const offByDefault = new RegExp(String.raw`\b${name}\s*(\??\s*:\s*[\w\[\]|. ]+)?\s*=\s*(False|false)\b`);
  return above.slice(start).some((line) => offByDefault.test(line));
}
