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
