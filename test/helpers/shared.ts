import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** The read-only shared material beside the checkout (CI lays it out the same way). */
export const SHARED = resolve(ROOT, "../shared");

/** Absolute path of a file under shared/. */
export function shared(...parts: string[]): string {
  return join(SHARED, ...parts);
}

/** Text of a file under shared/. */
export function sharedText(...parts: string[]): string {
  return readFileSync(shared(...parts), "utf8");
}

/** Every full report in shared/reference (the two golden reports and the corpus). */
export function referenceReports(): string[] {
  const corpus = readdirSync(shared("reference", "corpus")).filter((f) => f.endsWith(".md")).sort();
  return [shared("reference", "000_05fe635618338d72.txt"), shared("reference", "002_c3dee3a347e0c100.txt"), ...corpus.map((f) => shared("reference", "corpus", f))];
}

/** Compares texts the way the golden tests do: trailing whitespace and final newlines ignored. */
export function normalize(text: string): string {
  return text.split("\n").map((l) => l.replace(/\s+$/, "")).join("\n").replace(/\n+$/, "");
}
