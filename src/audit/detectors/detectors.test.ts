import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { sourceFromDirectory } from "../source.js";
import { DETECTORS } from "./index.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), "didscore-detectors-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Expected hits: the line after each `ruleid: <id>` mark (the semgrep-rules convention). */
function expectedHits(root: string, id: string): string[] {
  const out: string[] = [];
  for (const file of walk(root)) {
    readFileSync(file, "utf8").split("\n").forEach((line, i) => {
      if (line.includes(`ruleid: ${id}`)) out.push(`${relative(root, file)}:${i + 2}`);
    });
  }
  return out.sort();
}

describe.each(DETECTORS.map((d) => [d.id, d] as const))("detector %s", (id, detector) => {
  it("has a folder named after it with fixtures", () => {
    expect(statSync(join(HERE, id, "fixtures")).isDirectory()).toBe(true);
    expect(statSync(join(HERE, id, "detector.ts")).isFile()).toBe(true);
  });

  it("finds exactly the marked lines in its fixtures, with evidence", async () => {
    // A copy, so the fixtures are audited as a repository of their own (paths relative to it).
    const root = join(work, id);
    cpSync(join(HERE, id, "fixtures"), root, { recursive: true });
    const files = walk(root).map((f) => relative(root, f)).sort();
    const finding = await detector.run({ source: sourceFromDirectory(root, "0".repeat(40), files) });
    const got = [...new Set(finding.items.map((i) => `${i.path}:${i.line}`))].sort();
    const want = expectedHits(root, id);
    expect(want.length).toBeGreaterThan(0);
    expect(got).toEqual(want);
    expect(finding.outcome).toBe("found");
    for (const ev of finding.evidence) {
      if (!("file" in ev)) continue;
      const line = readFileSync(join(root, ev.file), "utf8").split("\n")[Number(ev.lines) - 1] ?? "";
      expect(line).toContain(ev.contains);
    }
  });

  it("answers not-found on an empty tree, with a search as negative evidence", async () => {
    const root = mkdtempSync(join(work, `empty-${id}-`));
    const finding = await detector.run({ source: sourceFromDirectory(root, "0".repeat(40), []) });
    expect(finding.outcome === "not-found" || finding.outcome === "not-applicable").toBe(true);
    expect(finding.items).toEqual([]);
    expect(finding.evidence.every((e) => "search" in e)).toBe(true);
  });
});

describe("registry", () => {
  it("registers every detector folder once, sorted", () => {
    const folders = readdirSync(HERE).filter((f) => statSync(join(HERE, f)).isDirectory()).sort();
    expect(DETECTORS.map((d) => d.id)).toEqual(folders);
  });
});
