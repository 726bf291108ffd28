/**
 * Python keeps documentation and long prompt text in triple-quoted strings. A call written there (an `Examples:`
 * block, `>>> agent.send_email(...)`) is text about the program, not something it does.
 */
const TRIPLE = /"""|'''/g;

/** The 1-based line numbers of a Python file that lie wholly inside a triple-quoted string (not its opening line). */
export function linesInsideTripleQuotes(lines: string[]): Set<number> {
  const inside = new Set<number>();
  let open: string | null = null;
  lines.forEach((line, i) => {
    // Why a line counts only when it starts inside the string: the opening line (`x = f"""…`) may hold code too.
    if (open) inside.add(i + 1);
    for (const m of line.matchAll(TRIPLE)) {
      if (open === null) open = m[0];
      else if (m[0] === open) open = null;
    }
    // Why the closing line is inside too: only the quotes and what is left of a call close it.
  });
  return inside;
}
