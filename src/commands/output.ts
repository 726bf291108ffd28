import { stringify } from "yaml";
import type { Scorecard } from "../model/scorecard.js";
import { writeOutputFile } from "../util/write-output.js";

/** Prints to stdout, or writes atomically to a file when one is given. */
export function emit(text: string, file?: string): void {
  if (file) writeOutputFile(file, text);
  else process.stdout.write(text.endsWith("\n") ? text : text + "\n");
}

/** Serialises a scorecard as JSON, or YAML when the target file ends in .yaml/.yml. */
export function serializeScorecard(card: Scorecard, file?: string): string {
  if (file && /\.ya?ml$/i.test(file)) return stringify(card, { lineWidth: 0 });
  return JSON.stringify(card, null, 2) + "\n";
}

/** Prints warnings on stderr, one per line. */
export function printWarnings(warnings: string[]): void {
  for (const w of warnings) process.stderr.write(`warning: ${w}\n`);
}
