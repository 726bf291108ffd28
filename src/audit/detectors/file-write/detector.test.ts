import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFromDirectory } from "../../source.js";
import { detector } from "./detector.js";

const OWN_STATE = join(dirname(fileURLToPath(import.meta.url)), "own-state");

describe("file-write", () => {
  it("does not count a program's own writes in two files that offer no tool or action", async () => {
    const finding = await detector.run({ source: sourceFromDirectory(OWN_STATE, "0".repeat(40), readdirSync(OWN_STATE).sort()) });
    expect(finding.outcome).toBe("not-found");
    const [evidence] = finding.evidence;
    expect(evidence && "hits" in evidence ? evidence.hits : 0).toBe(3);
    expect(evidence && "note" in evidence ? evidence.note : "").toMatch(/own writes/);
  });
});
