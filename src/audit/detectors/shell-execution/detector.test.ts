import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceTree } from "../../../../test/helpers/source-tree.js";
import { detector } from "./detector.js";

const OWN_CHORES = join(dirname(fileURLToPath(import.meta.url)), "own-chores");
const chores = Object.fromEntries(readdirSync(OWN_CHORES).map((f) => [f, readFileSync(join(OWN_CHORES, f), "utf8")]));
const modules = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`app/m${i}.py`, `VALUE_${i} = ${i}\n`]));

describe("shell-execution", () => {
  it("does not count a sizeable program's own chores in a file that names no tool, action, sandbox or shell", async () => {
    const finding = await detector.run({ source: sourceTree({ ...chores, ...modules(40) }) });
    expect(finding.outcome).toBe("not-found");
    const [evidence] = finding.evidence;
    expect(evidence && "hits" in evidence ? evidence.hits : 0).toBe(1);
    expect(evidence && "note" in evidence ? evidence.note : "").toMatch(/own chores/);
  });

  it("counts the same call in a small program, where every file is its core", async () => {
    expect((await detector.run({ source: sourceTree({ ...chores, ...modules(3) }) })).outcome).toBe("found");
  });
});
