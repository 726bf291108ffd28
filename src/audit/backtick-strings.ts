/**
 * Go keeps long prompt text in raw strings (`` `…` ``) and JavaScript in template literals; both span lines. A call
 * written there (an example in a prompt, `fetch("https://example.com")`) is text the program sends, not something it
 * does.
 */

// Why these tokens before a `/` mean a regex literal: after an operator or an opening bracket a value starts, and a
// regex may hold a quote or a backtick (`/["'`]/`) that would otherwise open a string.
const VALUE_START = /(^|[=(,:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase)\s*$/;

/** Where a regex literal that starts at `from` (its opening `/`) ends: the index after its closing `/`. */
function skipRegexLiteral(line: string, from: number): number {
  let inClass = false;
  for (let i = from + 1; i < line.length; i++) {
    const c = line[i];
    if (c === "\\") i++;
    else if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    else if (c === "/" && !inClass) return i + 1;
  }
  return line.length;
}

/**
 * The 1-based line numbers of a Go or JavaScript/TypeScript file that start inside a backtick string (not its opening
 * line, which may hold code; its closing line counts, as in Python's case). `js` turns on template literals'
 * `${…}` expressions and regex literals.
 */
export function linesInsideBacktickStrings(lines: string[], js: boolean): Set<number> {
  const inside = new Set<number>();
  // The backtick strings still open, innermost last, each with the brace depth of the `${…}` being read in it (-1 when
  // reading its text).
  const open: number[] = [];
  let blockComment = false;
  // Why the quick checks: most files have no backtick string, and most lines of code no quote, slash or backtick.
  if (!lines.some((line) => line.includes("`"))) return inside;
  lines.forEach((line, n) => {
    if (open.length > 0 && open.at(-1) === -1) inside.add(n + 1);
    if (open.length === 0 && !blockComment && !/[`'"/]/.test(line)) return;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (blockComment) {
        if (c === "*" && line[i + 1] === "/") {
          blockComment = false;
          i++;
        }
        continue;
      }
      const depth = open.at(-1);
      if (depth === -1) {
        // Inside a backtick string's text.
        if (c === "\\" && js) i++;
        else if (c === "`") open.pop();
        else if (js && c === "$" && line[i + 1] === "{") {
          open[open.length - 1] = 0;
          i++;
        }
        continue;
      }
      // Code: at top level, or inside a template literal's `${…}`.
      if (c === "/" && line[i + 1] === "/") break;
      if (c === "/" && line[i + 1] === "*") {
        blockComment = true;
        i++;
      } else if (c === '"' || c === "'") i = skipQuoted(line, i);
      else if (c === "`") open.push(-1);
      else if (js && c === "/" && VALUE_START.test(line.slice(0, i))) i = skipRegexLiteral(line, i) - 1;
      else if (depth !== undefined && c === "{") open[open.length - 1] = depth + 1;
      else if (depth !== undefined && c === "}") open[open.length - 1] = depth === 0 ? -1 : depth - 1;
    }
  });
  // Why nothing when a string is still open at the end: the scan went wrong (a regex or a quote it misread), and
  // masking the rest of the file would hide real code from every detector.
  return open.length > 0 || blockComment ? new Set() : inside;
}

/** The index of the closing quote of a one-line string opened at `from` (or the line's end). */
function skipQuoted(line: string, from: number): number {
  const quote = line[from];
  for (let i = from + 1; i < line.length; i++) {
    if (line[i] === "\\") i++;
    else if (line[i] === quote) return i;
  }
  return line.length;
}
