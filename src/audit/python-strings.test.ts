import { describe, expect, it } from "vitest";
import { linesInsideTripleQuotes } from "./python-strings.js";

describe("lines inside Python's triple-quoted strings", () => {
  it("are the docstring's and prompt's body and closing lines, not the opening line or code after a one-line string", () => {
    const lines = [
      'def send(x):', // 1
      '    """Sends x.', // 2 opens
      '    >>> send("mail")', // 3 inside
      '    """', // 4 closes (inside)
      '    note = """one line"""', // 5 opens and closes
      '    run(x)', // 6 code
      "    PROMPT = '''Use the tool.", // 7 opens with '''
      '    Never """ mind', // 8 inside: the other quote does not close it
      "    '''", // 9 closes
      '    return run(x)', // 10 code
    ];
    expect([...linesInsideTripleQuotes(lines)]).toEqual([3, 4, 8, 9]);
  });
});
