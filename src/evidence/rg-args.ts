/** What a search's rg arguments ask for, as far as re-running it goes. */
export type RgArgs =
  | { ok: true; paths: string[]; patternFiles: string[] }
  | { ok: false; reason: string };

/** Short flags that take a value (`-A 3`, `-A3`). */
const SHORT_VALUE = new Set("efEmjgdtTABCMr");
/** Short flags that take none. */
const SHORT_BOOL = new Set("sFivxUPSawL.ubHInN0oqplczhV");
const LONG_VALUE = new Set(
  (
    "regexp file pre pre-glob dfa-size-limit encoding engine max-count regex-size-limit threads glob iglob " +
    "ignore-file max-depth maxdepth max-filesize type type-not type-add type-clear after-context before-context " +
    "color colour colors context context-separator field-context-separator field-match-separator hostname-bin " +
    "hyperlink-format max-columns path-separator replace sort sortr generate"
  ).split(" "),
);
const LONG_BOOL = new Set(
  (
    "search-zip case-sensitive crlf fixed-strings ignore-case invert-match line-regexp mmap multiline " +
    "multiline-dotall null-data pcre2 smart-case stop-on-nonmatch text word-regexp auto-hybrid-regex binary " +
    "follow glob-case-insensitive hidden ignore-file-case-insensitive one-file-system unrestricted " +
    "block-buffered byte-offset column heading help include-zero line-buffered line-number max-columns-preview " +
    "null only-matching passthru passthrough pretty quiet trim vimgrep with-filename sort-files count " +
    "count-matches files-with-matches files-without-match json debug stats trace files pcre2-version " +
    "type-list version require-git ignore ignore-dot ignore-exclude ignore-files ignore-global ignore-messages " +
    "ignore-parent ignore-vcs messages pcre2-unicode unicode"
  ).split(" "),
);

/**
 * Flags whose output is not one line per matching line (so the printed-line count would not be
 * the hits the method means), that run another program, or that do not search at all.
 */
const UNSUPPORTED: Record<string, string> = {};
const refuse = (names: string, reason: string) => {
  for (const n of names.split(" ")) UNSUPPORTED[n] = reason;
};
refuse("c count count-matches include-zero", "prints a count per file, not the matching lines");
refuse("l files-with-matches files-without-match files", "prints file names, not the matching lines");
refuse("A B C after-context before-context context passthru passthrough", "prints context lines besides the matching lines");
refuse("json", "prints JSON records, not the matching lines");
refuse("heading p pretty", "prints file-name headings between the matching lines");
refuse("stats", "prints statistics besides the matching lines");
refuse("q quiet", "prints nothing");
refuse("null-data", "ends output lines with NUL instead of a newline");
refuse("pre pre-glob z search-zip hostname-bin", "runs another program");
refuse("h help V version pcre2-version type-list generate", "does not search");

/**
 * Walk rg's arguments the way rg parses them (clustered short flags, `--flag=value`, `--`), refuse
 * what the count cannot be trusted for, and return the paths the command itself names (positional
 * paths and pattern/ignore files) so the caller can keep them inside the tree.
 */
export function analyseRgArgs(args: string[]): RgArgs {
  const positional: string[] = [];
  const patternFiles: string[] = [];
  let patternGiven = false;
  const take = (name: string, value: string | undefined): string | null => {
    if (name === "e" || name === "regexp") patternGiven = true;
    if (["f", "file", "ignore-file"].includes(name)) {
      if (name !== "ignore-file") patternGiven = true;
      if (value === "-") return "reads patterns from standard input";
      if (value !== undefined) patternFiles.push(value);
    }
    return UNSUPPORTED[name] ?? null;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--") {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      const name = arg.slice(2, eq < 0 ? undefined : eq);
      let value: string | undefined = eq < 0 ? undefined : arg.slice(eq + 1);
      if (LONG_VALUE.has(name)) {
        if (value === undefined) value = args[++i];
        if (value === undefined) return { ok: false, reason: `--${name} needs a value` };
      } else if (!LONG_BOOL.has(name) && !name.startsWith("no-")) {
        return { ok: false, reason: `unknown rg flag --${name}` };
      }
      const refused = take(name, value);
      if (refused) return { ok: false, reason: `--${name} ${refused}` };
      continue;
    }
    if (arg.startsWith("-") && arg !== "-") {
      for (let k = 1; k < arg.length; k++) {
        const flag = arg[k] as string;
        if (SHORT_VALUE.has(flag)) {
          const value = k + 1 < arg.length ? arg.slice(k + 1) : args[++i];
          if (value === undefined) return { ok: false, reason: `-${flag} needs a value` };
          const refused = take(flag, value);
          if (refused) return { ok: false, reason: `-${flag} ${refused}` };
          break;
        }
        if (!SHORT_BOOL.has(flag)) return { ok: false, reason: `unknown rg flag -${flag}` };
        const refused = take(flag, undefined);
        if (refused) return { ok: false, reason: `-${flag} ${refused}` };
      }
      continue;
    }
    positional.push(arg);
  }
  const paths = patternGiven ? positional : positional.slice(1);
  if (!patternGiven && positional.length === 0) return { ok: false, reason: "no pattern" };
  if (paths.includes("-")) return { ok: false, reason: "searches standard input" };
  return { ok: true, paths, patternFiles };
}
