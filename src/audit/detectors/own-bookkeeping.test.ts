import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceTree } from "../../../test/helpers/source-tree.js";
import { DETECTORS } from "./index.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const modules = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`app/m${i}.py`, `VALUE_${i} = ${i}\n`]));

// The detectors that drop a sizeable program's own chores (`onlyInToolCode`), each with a folder of such chores beside
// its fixtures, the number of hits in it and the words its negative evidence uses.
const CASES = [
  { id: "file-write", folder: "own-state", hits: 3, note: /own writes/ },
  { id: "shell-execution", folder: "own-chores", hits: 1, note: /own chores/ },
];

describe.each(CASES)("$id", ({ id, folder, hits, note }) => {
  const detector = DETECTORS.find((d) => d.id === id)!;
  const dir = join(HERE, id, folder);
  const chores = Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), "utf8")]));

  it("does not count a sizeable program's own chores in files that name no tool, action, sandbox or shell", async () => {
    const finding = await detector.run({ source: sourceTree({ ...chores, ...modules(40) }) });
    expect(finding.outcome).toBe("not-found");
    const [evidence] = finding.evidence;
    expect(evidence && "hits" in evidence ? evidence.hits : 0).toBe(hits);
    expect(evidence && "note" in evidence ? evidence.note : "").toMatch(note);
  });

  it("counts the same calls in a small program, where every file is its core", async () => {
    expect((await detector.run({ source: sourceTree({ ...chores, ...modules(3) }) })).outcome).toBe("found");
  });
});

describe("shell-execution's own chores", () => {
  const detector = DETECTORS.find((d) => d.id === "shell-execution")!;

  it("still counts a file whose code speaks of a tool or an action", async () => {
    const chore = readFileSync(join(HERE, "shell-execution", "own-chores", "media.py"), "utf8");
    const offered = chore.replace('"reaction": "eyes"', '"action": "eyes"');
    expect((await detector.run({ source: sourceTree({ "media.py": offered, ...modules(40) }) })).outcome).toBe("found");
  });

  it("never takes a cloud CLI's in-process driver for a chore: it runs whole command lines", async () => {
    const driver = "import awscli.clidriver\n\n\ndef run(argv):\n    driver = awscli.clidriver.create_clidriver()\n    return driver.main(argv)\n";
    expect((await detector.run({ source: sourceTree({ "core/services.py": driver, ...modules(40) }) })).outcome).toBe("found");
  });
});
