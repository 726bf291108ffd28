import { describe, expect, it } from "vitest";
import { countPrintedLines, fileLines, isBinary, PrintedLineCounter } from "./lines.js";
import { shlexSplit } from "./shlex.js";

describe("fileLines (the method's line rule)", () => {
  it("does not count the empty element after a final newline", () => {
    expect(fileLines("a\nb\n")).toEqual(["a", "b"]);
    expect(fileLines("a\nb")).toEqual(["a", "b"]);
    expect(fileLines("a\n\n")).toEqual(["a", ""]);
    expect(fileLines("")).toEqual([]);
  });

  it("reads CRLF and lone CR as newlines, as Python's text mode does", () => {
    expect(fileLines("one\r\ntwo\r\n")).toEqual(["one", "two"]);
    expect(fileLines("one\rtwo")).toEqual(["one", "two"]);
  });

  it("keeps a byte-order mark and replaces bad UTF-8 instead of failing", () => {
    expect(fileLines(Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0x0a]))).toEqual(["\ufeffa"]);
    expect(fileLines(Buffer.from([0xff, 0x0a, 0x62]))).toEqual(["\ufffd", "b"]);
  });
});

describe("countPrintedLines (the calculator's count)", () => {
  it("counts non-blank lines split the way Python's splitlines() splits", () => {
    expect(countPrintedLines("a\nb\n")).toBe(2);
    expect(countPrintedLines("a\n   \n\t\nb")).toBe(2);
    expect(countPrintedLines("a\rb\r\nc\x0bd\x0ce\x1cf\u2028g\u0085h")).toBe(8);
    expect(countPrintedLines("\u00a0\u3000\n\x1f")).toBe(0);
    expect(countPrintedLines("")).toBe(0);
  });

  it("gives the same count however the output is chunked", () => {
    const text = Buffer.from("é1\r\n\r\nsecond ✓\n  \nthird");
    for (let cut = 0; cut <= text.length; cut++) {
      const counter = new PrintedLineCounter();
      counter.push(text.subarray(0, cut));
      counter.push(text.subarray(cut));
      expect(counter.finish()).toBe(3);
    }
  });
});

describe("isBinary", () => {
  it("looks for a NUL byte in the first 8 KiB only", () => {
    expect(isBinary(Buffer.from("a\0b"))).toBe(true);
    expect(isBinary(Buffer.concat([Buffer.alloc(8192, 0x61), Buffer.from([0])]))).toBe(false);
  });
});

describe("shlexSplit (Python shlex.split, POSIX mode)", () => {
  it.each([
    [`rg 'a b' "c d" e\\ f`, ["rg", "a b", "c d", "e f"]],
    [`rg "a\\"b" "a\\\\b" "a\\nb"`, ["rg", 'a"b', "a\\b", "a\\nb"]],
    [`rg 'a\\nb' a\\nb`, ["rg", "a\\nb", "anb"]],
    [`rg '' x`, ["rg", "", "x"]],
    [`rg a'b'"c"`, ["rg", "abc"]],
    [`  rg\tx\n`, ["rg", "x"]],
  ])("splits %s", (text, argv) => {
    expect(shlexSplit(text)).toEqual({ argv });
  });

  it("reports shell syntax only outside single quotes", () => {
    expect(shlexSplit("rg 'a|b;c>d$(x)'").shellSyntax).toBeUndefined();
    expect(shlexSplit('rg "a|b"').shellSyntax).toBeUndefined();
    expect(shlexSplit('rg "$HOME"').shellSyntax).toBe("a shell expansion $");
    expect(shlexSplit("rg a\\|b").shellSyntax).toBeUndefined();
    expect(shlexSplit("rg 'x' | wc").shellSyntax).toBe("a pipe |");
  });

  it("fails like shlex on an open quote or a trailing backslash", () => {
    expect(() => shlexSplit(`rg "open`)).toThrow("No closing quotation");
    expect(() => shlexSplit("rg x\\")).toThrow("No escaped character");
  });
});
