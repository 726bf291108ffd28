import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceTree } from "../../../../test/helpers/source-tree.js";
import { detector } from "./detector.js";

const OWN_STATE = join(dirname(fileURLToPath(import.meta.url)), "own-state");
const ownState = Object.fromEntries(readdirSync(OWN_STATE).map((f) => [f, readFileSync(join(OWN_STATE, f), "utf8")]));
const modules = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`app/m${i}.ts`, "export const value = 1;\n"]));

describe("file-write", () => {
  it("does not count a sizeable program's own writes in two files that name no tool, action, sandbox or shell", async () => {
    const finding = await detector.run({ source: sourceTree({ ...ownState, ...modules(40) }) });
    expect(finding.outcome).toBe("not-found");
    const [evidence] = finding.evidence;
    expect(evidence && "hits" in evidence ? evidence.hits : 0).toBe(3);
    expect(evidence && "note" in evidence ? evidence.note : "").toMatch(/own writes/);
  });

  it("counts the same writes in a small program, where every file is its core", async () => {
    expect((await detector.run({ source: sourceTree({ ...ownState, ...modules(3) }) })).outcome).toBe("found");
  });
});
