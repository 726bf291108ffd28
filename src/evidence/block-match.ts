/** Where a block of lines was found in a new version of a file. */
export interface BlockMatch {
  /** 0-based first line. */
  start: number;
  length: number;
  /** 1 for an exact match; else 2·LCS/(old+new lines) over whitespace-normalised lines. */
  similarity: number;
}

/** Blocks longer than this are only matched exactly: the fuzzy search is quadratic in block size. */
const FUZZY_MAX_LINES = 400;

/** A line with its whitespace runs collapsed and its ends trimmed, so re-indentation is not a change. */
export function normaliseLine(line: string): string {
  return line.trim().replace(/\s+/g, " ");
}

/**
 * Find `block` in `lines`: an exact occurrence first (the one nearest `near` if several), else
 * the most similar window of about the block's size (similarity ties go to the nearest). Returns
 * the best candidate even below any threshold; null only when nothing shares a single line.
 */
export function findBlock(block: string[], lines: string[], near: number): BlockMatch | null {
  const n = block.length;
  if (n === 0) return null;
  let exact: number | null = null;
  for (let i = 0; i + n <= lines.length; i++) {
    if (lines[i] !== block[0] || (exact !== null && Math.abs(i - near) >= Math.abs(exact - near))) continue;
    if (block.every((l, k) => lines[i + k] === l)) exact = i;
  }
  if (exact !== null) return { start: exact, length: n, similarity: 1 };
  return n > FUZZY_MAX_LINES ? null : fuzzyFind(block.map(normaliseLine), lines.map(normaliseLine), near);
}

function fuzzyFind(block: string[], lines: string[], near: number): BlockMatch | null {
  const n = block.length;
  const want = new Map<string, number>();
  for (const l of block) want.set(l, (want.get(l) ?? 0) + 1);
  const slack = Math.min(10, Math.floor(n / 4));
  let best: BlockMatch | null = null;
  const better = (m: BlockMatch) =>
    !best || m.similarity > best.similarity || (m.similarity === best.similarity && Math.abs(m.start - near) < Math.abs(best.start - near));
  for (let len = Math.max(1, n - slack); len <= Math.min(lines.length, n + slack); len++) {
    // The multiset overlap of a window bounds its LCS; it slides in O(1), so most windows are
    // ruled out without the quadratic LCS.
    const have = new Map<string, number>();
    let overlap = 0;
    const add = (l: string, d: 1 | -1) => {
      const before = have.get(l) ?? 0;
      const cap = want.get(l) ?? 0;
      have.set(l, before + d);
      overlap += Math.min(before + d, cap) - Math.min(before, cap);
    };
    for (let i = 0; i < len; i++) add(lines[i] as string, 1);
    for (let start = 0; start + len <= lines.length; start++) {
      if (start > 0) {
        add(lines[start - 1] as string, -1);
        add(lines[start + len - 1] as string, 1);
      }
      const bound = (2 * overlap) / (n + len);
      if (overlap === 0 || (best && bound < (best as BlockMatch).similarity)) continue;
      const similarity = (2 * lcs(block, lines, start, len)) / (n + len);
      const candidate = { start, length: len, similarity };
      if (better(candidate)) best = candidate;
    }
  }
  return best;
}

/** Length of the longest common subsequence of `a` and `b[start, start+len)`. */
function lcs(a: string[], b: string[], start: number, len: number): number {
  let prev = new Array<number>(len + 1).fill(0);
  let row = new Array<number>(len + 1).fill(0);
  for (const x of a) {
    for (let j = 1; j <= len; j++) {
      row[j] = x === b[start + j - 1] ? (prev[j - 1] as number) + 1 : Math.max(prev[j] as number, row[j - 1] as number);
    }
    [prev, row] = [row, prev];
  }
  return prev[len] as number;
}
