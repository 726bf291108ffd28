import { StringDecoder } from "node:string_decoder";

/** How much of a file is looked at for a NUL byte (git's and rg's own heuristic window). */
export const BINARY_SNIFF_BYTES = 8192;

/** True when the first 8 KiB hold a NUL byte: the file is treated as binary. */
export function isBinary(content: Buffer): boolean {
  return content.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}

/**
 * The lines of a file as the method counts them: text read as UTF-8 (bad bytes replaced) with
 * universal newlines ("\r\n" and a lone "\r" become "\n", as Python's text mode does), split on
 * "\n", and a trailing empty element (the final newline) not counted as a line.
 */
export function fileLines(content: Buffer | string): string[] {
  const text = (typeof content === "string" ? content : content.toString("utf8")).replace(/\r\n?/g, "\n");
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Python's line boundaries for str.splitlines(). */
const LINE_BREAKS = new Set([0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029]);

/** Python's str.isspace() set, which str.strip() removes. */
const WHITESPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002,
  0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);

/**
 * Counts printed lines exactly as the method's calculator does: output decoded as text, split by
 * Python's splitlines(), and only lines that are not blank after strip() counted. It streams, so
 * a search that prints a lot is counted without holding its output.
 */
export class PrintedLineCounter {
  private readonly decoder = new StringDecoder("utf8");
  private count = 0;
  private lineHasText = false;

  /** Feed the next chunk of output. */
  push(chunk: Buffer): void {
    this.scan(this.decoder.write(chunk));
  }

  /** Finish and return the number of non-blank printed lines. */
  finish(): number {
    this.scan(this.decoder.end());
    if (this.lineHasText) this.count++;
    this.lineHasText = false;
    return this.count;
  }

  private scan(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (LINE_BREAKS.has(code)) {
        if (this.lineHasText) this.count++;
        this.lineHasText = false;
      } else if (!this.lineHasText && !WHITESPACE.has(code)) {
        this.lineHasText = true;
      }
    }
  }
}

/** Count printed lines of a complete output (see PrintedLineCounter). */
export function countPrintedLines(output: Buffer | string): number {
  const counter = new PrintedLineCounter();
  counter.push(typeof output === "string" ? Buffer.from(output, "utf8") : output);
  return counter.finish();
}
