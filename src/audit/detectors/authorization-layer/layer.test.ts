import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceTree } from "../../../../test/helpers/source-tree.js";
import { detector, MIN_FILES } from "./detector.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const fixtures = Object.fromEntries(
  ["api", "web"].flatMap((dir) => readdirSync(join(HERE, "fixtures", dir)).map((f) => [`${dir}/${f}`, readFileSync(join(HERE, "fixtures", dir, f), "utf8")])),
);

describe("authorization-layer", () => {
  it("needs the checks in enough files to be a layer: one file fewer and they only guard some places", async () => {
    expect(Object.keys(fixtures)).toHaveLength(MIN_FILES);
    const fewer = Object.fromEntries(Object.entries(fixtures).slice(1));
    const finding = await detector.run({ source: sourceTree(fewer) });
    expect(finding.outcome).toBe("not-found");
    const [evidence] = finding.evidence;
    expect(evidence && "note" in evidence ? evidence.note : "").toMatch(`lie in ${MIN_FILES - 1} files`);
  });

  it("does not count a file whose only mention is a comment", async () => {
    const commented = { ...Object.fromEntries(Object.entries(fixtures).slice(1)), "api/notes.py": "# has_permission is checked upstream\nVALUE = 1\n" };
    expect((await detector.run({ source: sourceTree(commented) })).outcome).toBe("not-found");
  });

  it("cites checks made in code before a name inside a string (a pricing page's \"LDAP & RBAC\")", async () => {
    const withPricing = { "aaa/pricing.ts": "export const plans = [{ text: 'LDAP & RBAC' }];\n", ...fixtures };
    const finding = await detector.run({ source: sourceTree(withPricing) });
    expect(finding.outcome).toBe("found");
    expect(finding.evidence.map((e) => ("file" in e ? e.file : ""))).not.toContain("aaa/pricing.ts");
  });

  it("cites a line that checks, not the import that names the check", async () => {
    const finding = await detector.run({ source: sourceTree(fixtures) });
    expect(finding.outcome).toBe("found");
    expect(finding.items.every((i) => !i.snippet.startsWith("from ") && !i.snippet.startsWith("import "))).toBe(true);
  });
});
