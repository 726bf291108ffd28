import { DockerfileParser, type Instruction } from "dockerfile-ast";
import type { InventoryItem } from "../finding.js";
import type { SourceTree } from "../source.js";

/**
 * The instructions of a Dockerfile's final stage, from its FROM on, or null when it has no FROM.
 * Why the final stage: earlier build stages never run the shipped program.
 */
export function finalStage(text: string): Instruction[] | null {
  const instructions = DockerfileParser.parse(text).getInstructions();
  const lastFrom = instructions.map((i) => i.getKeyword()).lastIndexOf("FROM");
  return lastFrom < 0 ? null : instructions.slice(lastFrom);
}

/** An inventory item citing one Dockerfile instruction. */
export function instructionItem(source: SourceTree, detector: string, file: string, at: Instruction): InventoryItem {
  const line = at.getRange().start.line + 1;
  return { kind: "deployment", detector, path: file, line, snippet: (source.lines(file) ?? [])[line - 1]?.trim() ?? "" };
}

/** Matches a Dockerfile by its usual name. */
export const DOCKERFILE = /(^|\/)Dockerfile$/;

/** The JSON-array or shell-form arguments of a CMD or ENTRYPOINT instruction. */
function commandWords(at: Instruction): string[] {
  const text = at.getRawArgumentsContent() ?? "";
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // shell form
  }
  return text.trim().split(/\s+/).filter(Boolean);
}

const INIT_WRAPPER = /(^|\/)(tini|dumb-init)$/;
const BARE_SHELL = /(^|\/)(ba|z|fi|da|a)?sh$/;

/**
 * Whether a Dockerfile's image starts a program of its own: its final stage's ENTRYPOINT and CMD name something other
 * than an interactive shell or a keep-alive sleep. Why: an image that drops into `bash` or sleeps (a development or CI
 * environment, often cloning the repository) is not a deployment whose settings are the defaults to score. Why not
 * container-image's test: an image to work in still isolates what runs inside it, which is what C4 asks about.
 */
export function startsProgram(text: string): boolean {
  const stage = finalStage(text);
  if (!stage) return false;
  const last = (keyword: string) => stage.filter((i) => i.getKeyword() === keyword).pop();
  const words = [last("ENTRYPOINT"), last("CMD")]
    .flatMap((i) => (i ? commandWords(i) : []))
    .filter((w, i, all) => !(INIT_WRAPPER.test(w) || (w === "--" && INIT_WRAPPER.test(all[i - 1] ?? ""))));
  if (words.length === 0 || words[0] === "sleep") return false;
  return !(BARE_SHELL.test(words[0]!) && words.slice(1).every((w) => /^-[a-z]+$/.test(w) && !w.includes("c")));
}
