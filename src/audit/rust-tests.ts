/**
 * Rust keeps unit tests inside the file they test, in a module marked `#[cfg(test)]`. Such a module is compiled only
 * for `cargo test`, so, like a tests/ folder, it is not the shipped program.
 */
const CFG_TEST = /^\s*#\[cfg\(test\)\]\s*$/;
const MOD_OPEN = /^\s*(pub(\([\w:]+\))?\s+)?mod\s+\w+\s*\{/;

/** The 1-based line ranges [first, last] of a Rust file's `#[cfg(test)] mod … { … }` blocks. */
export function rustTestModules(lines: string[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let i = 0; i < lines.length; i++) {
    if (!CFG_TEST.test(lines[i]!)) continue;
    // Why a look-ahead of a few lines: other attributes (`#[allow(...)]`) may sit between the cfg and the module.
    const open = lines.slice(i + 1, i + 4).findIndex((l) => MOD_OPEN.test(l));
    if (open < 0) continue;
    const start = i + 1 + open;
    let depth = 0;
    let end = lines.length - 1;
    // Why counting braces is enough: a test module closes where its braces balance; when a string literal unbalances
    // them, the range runs to the end of the file, where test modules sit anyway.
    for (let j = start; j < lines.length; j++) {
      for (const ch of lines[j]!) depth += ch === "{" ? 1 : ch === "}" ? -1 : 0;
      if (depth <= 0 && j > start) {
        end = j;
        break;
      }
    }
    ranges.push([i + 1, end + 1]);
    i = end;
  }
  return ranges;
}
