import { describe, expect, it } from "vitest";
import { linesInsideBacktickStrings } from "./backtick-strings.js";

describe("lines inside backtick strings", () => {
  it("are a Go raw string's body and closing line, not struct tags, runes or strings holding a backtick", () => {
    const lines = [
      "type T struct { Name string `json:\"name\"` }", // 1 a tag opens and closes
      'var tick = "`"', // 2 a backtick inside a string
      "var r = '`'", // 3 a backtick rune
      "const Prompt = `Explain the change.", // 4 opens
      '  session, err := store.Get(r, "session")', // 5 inside
      "`", // 6 closes (inside)
      "func run() { exec.Command(cmd) }", // 7 code
      "// a comment with a ` backtick", // 8 comment
      "func more() {}", // 9 code
    ];
    expect([...linesInsideBacktickStrings(lines, false)]).toEqual([5, 6]);
  });

  it("are a template literal's text lines, whatever its ${…} holds, and not code after a regex holding a backtick", () => {
    const lines = [
      "const quote = /[\"'`]/;", // 1 a regex literal with a backtick
      "const prompt = `You are an agent.", // 2 opens
      "Call ${tools.map((t) => `${t.name}`).join(', ')} when needed:", // 3 inside, with nested templates
      '  fetch("https://example.com")', // 4 inside
      "`;", // 5 closes (inside)
      "fetch(url);", // 6 code
      "const one = `single ${line}`;", // 7 opens and closes
      "/* a block comment with a ` backtick", // 8 comment opens
      "still the comment */ run();", // 9 code after it
    ];
    expect([...linesInsideBacktickStrings(lines, true)]).toEqual([3, 4, 5]);
  });

  it("masks nothing when a backtick is left open at the end (a misread), so real code stays visible", () => {
    const lines = ["const tick = a ? `x : b;", "exec(command);", "fetch(url);"];
    expect([...linesInsideBacktickStrings(lines, true)]).toEqual([]);
  });
});
