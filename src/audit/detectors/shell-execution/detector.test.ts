import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { sourceFromDirectory } from "../../source.js";
import { detector } from "./detector.js";

const OWN_CHORES = join(dirname(fileURLToPath(import.meta.url)), "own-chores");
const work = mkdtempSync(join(tmpdir(), "didscore-shell-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The chore files, alone or inside a program of `modules` more code files. */
function tree(name: string, modules: number) {
  const root = join(work, name);
  cpSync(OWN_CHORES, root, { recursive: true });
  mkdirSync(join(root, "app"));
  for (let i = 0; i < modules; i++) writeFileSync(join(root, "app", `m${i}.py`), `VALUE_${i} = ${i}\n`);
  const files = [...readdirSync(OWN_CHORES), ...Array.from({ length: modules }, (_, i) => `app/m${i}.py`)].sort();
  return sourceFromDirectory(root, "0".repeat(40), files);
}

describe("shell-execution", () => {
  it("does not count a sizeable program's own chores in a file that names no tool, action, sandbox or shell", async () => {
    const finding = await detector.run({ source: tree("large", 40) });
    expect(finding.outcome).toBe("not-found");
    const [evidence] = finding.evidence;
    expect(evidence && "hits" in evidence ? evidence.hits : 0).toBe(1);
    expect(evidence && "note" in evidence ? evidence.note : "").toMatch(/own chores/);
  });

  it("counts the same call in a small program, where every file is its core", async () => {
    expect((await detector.run({ source: tree("small", 3) })).outcome).toBe("found");
  });
});
