import { describe, expect, it } from "vitest";
import { parseHits } from "./source.js";

describe("rg output", () => {
  it("is read in path and line order, whatever order rg's threads printed the files in", () => {
    const printed = ["src/b.ts:3:b3", "src/a.ts:9:a9", "src/b.ts:1:b1", "src/a.ts:2:a2"].join("\n");
    const shuffled = ["src/a.ts:9:a9", "src/b.ts:1:b1", "src/a.ts:2:a2", "src/b.ts:3:b3"].join("\n");
    const order = (out: string) => parseHits(out, ["."]).map((h) => `${h.path}:${h.line}`);
    expect(order(printed)).toEqual(["src/a.ts:2", "src/a.ts:9", "src/b.ts:1", "src/b.ts:3"]);
    expect(order(shuffled)).toEqual(order(printed));
  });
});
