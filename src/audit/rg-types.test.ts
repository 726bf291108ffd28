import { describe, expect, it } from "vitest";
import { presentTypeFlags, typePresence } from "./rg-types.js";

describe("rg file types", () => {
  it("reads rg's own type definitions: a header counts for C and C++, a Makefile for make, nothing for Go", async () => {
    const present = await typePresence(["api.h", "Makefile", "README.md"]);
    expect(["c", "cpp", "make", "go", "py"].map(present)).toEqual([true, true, true, false, false]);
    // A type rg does not know is kept, so rg can say so.
    expect(present("no-such-type")).toBe(true);
  });

  it("drops only the -t flags of absent types, and keeps all of them when none is present", () => {
    const present = (t: string) => t === "py";
    expect(presentTypeFlags(["-S", "-t", "ts", "-t", "py", "-t", "go"], present)).toEqual(["-S", "-t", "py"]);
    expect(presentTypeFlags(["-S", "-t", "ts", "-t", "go"], present)).toEqual(["-S", "-t", "ts", "-t", "go"]);
    expect(presentTypeFlags(["-S", "-i"], present)).toEqual(["-S", "-i"]);
  });
});
