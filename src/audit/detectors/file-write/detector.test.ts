import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { sourceFromDirectory } from "../../source.js";
import { detector } from "./detector.js";

const OWN_STATE = join(dirname(fileURLToPath(import.meta.url)), "own-state");
const work = mkdtempSync(join(tmpdir(), "didscore-file-write-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("file-write", () => {
  it("does not count a sizeable program's own writes in two files that offer no tool or action", async () => {
    cpSync(OWN_STATE, work, { recursive: true });
    mkdirSync(join(work, "app"));
    const modules = Array.from({ length: 40 }, (_, i) => `app/m${i}.ts`);
    for (const m of modules) writeFileSync(join(work, m), "export const value = 1;\n");
    const finding = await detector.run({ source: sourceFromDirectory(work, "0".repeat(40), [...readdirSync(OWN_STATE), ...modules].sort()) });
    expect(finding.outcome).toBe("not-found");
    const [evidence] = finding.evidence;
    expect(evidence && "hits" in evidence ? evidence.hits : 0).toBe(3);
    expect(evidence && "note" in evidence ? evidence.note : "").toMatch(/own writes/);
  });
});
