import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { sourceFromDirectory, type SourceTree } from "../../src/audit/source.js";

/** A source tree over real files written to a fresh temporary folder. */
export function sourceTree(files: Record<string, string>, subpath: string | null = null): SourceTree {
  const root = mkdtempSync(join(tmpdir(), "didscore-tree-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return sourceFromDirectory(root, "0".repeat(40), Object.keys(files), async () => {}, subpath);
}
