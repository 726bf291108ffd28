/** A command line split into words, and the first shell feature found outside single quotes, if any. */
export interface SplitCommand {
  argv: string[];
  /** E.g. "a pipe |": the command means something else in a shell than as a plain argv. */
  shellSyntax?: string;
}

const WHITESPACE = " \t\r\n";
const OPERATORS: Record<string, string> = {
  "|": "a pipe |",
  "&": "a control operator &",
  ";": "a command separator ;",
  "<": "a redirection <",
  ">": "a redirection >",
  "`": "a command substitution `",
};

/**
 * Split like Python's `shlex.split` (POSIX mode), which is how the method's calculator reads a
 * search: single quotes are literal; in double quotes a backslash escapes only `"` and `\`;
 * outside quotes a backslash escapes any character. Unquoted shell operators and `$` expansions
 * (unquoted or in double quotes) are reported, since a shell would not run the command as split.
 * Throws on an unclosed quote or a trailing backslash, as shlex does.
 */
export function shlexSplit(text: string): SplitCommand {
  const argv: string[] = [];
  let word: string | null = null;
  let quote: "'" | '"' | null = null;
  let shellSyntax: string | undefined;
  const note = (what: string) => {
    shellSyntax ??= what;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote === "'") {
      if (c === "'") quote = null;
      else word += c;
      continue;
    }
    if (c === "\\") {
      const next = text[i + 1];
      if (next === undefined) throw new Error("No escaped character");
      i++;
      // Inside double quotes only \" and \\ are escapes; otherwise the backslash stays.
      word = (word ?? "") + (quote === '"' && next !== '"' && next !== "\\" ? c + next : next);
      continue;
    }
    if (c === "$" && /[A-Za-z_{(0-9@*#?$!-]/.test(text[i + 1] ?? "")) note("a shell expansion $");
    if (quote === '"') {
      if (c === '"') quote = null;
      else {
        if (c === "`") note(OPERATORS["`"] as string);
        word += c;
      }
      continue;
    }
    if (WHITESPACE.includes(c)) {
      if (word !== null) argv.push(word);
      word = null;
    } else if (c === "'" || c === '"') {
      quote = c;
      word ??= "";
    } else {
      const op = OPERATORS[c];
      if (op) note(op);
      word = (word ?? "") + c;
    }
  }
  if (quote) throw new Error("No closing quotation");
  if (word !== null) argv.push(word);
  return shellSyntax === undefined ? { argv } : { argv, shellSyntax };
}
