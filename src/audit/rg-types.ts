import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { rgEnvironment, ripgrepPath } from "../evidence/search.js";

/** One glob part as a regular expression: `*`, `?` and a `[...]` class keep their meaning, the rest is literal. */
function globPart(part: string): string {
  if (part === "*") return "[^/]*";
  if (part === "?") return "[^/]";
  return part.startsWith("[") ? part : part.replace(/[.+^${}()|\\]/g, "\\$&");
}

/**
 * A file type's name globs (`*.[chH]`, `*.ts`) as one expression over a file name. Why case-insensitive: a type is
 * dropped only when nothing could match it, so erring towards a match keeps every file rg would read.
 */
function nameExpression(globs: string[]): RegExp {
  return new RegExp(`^(${globs.map((g) => g.replace(/\[[^\]]*\]|[*?]|[^*?[]+/g, globPart)).join("|")})$`, "i");
}

let types: Promise<Map<string, RegExp>> | undefined;

/** rg's own file types (`rg --type-list`, from the bundled binary, so always the definitions the search uses). */
function rgTypes(): Promise<Map<string, RegExp>> {
  types ??= ripgrepPath()
    .then((rg) => promisify(execFile)(rg, ["--no-config", "--type-list"], { env: rgEnvironment() }))
    .then(({ stdout }) => new Map(stdout.split("\n").filter(Boolean).map((line) => {
      const [name, globs] = line.split(/:\s*/, 2) as [string, string];
      return [name, nameExpression(globs.split(/,\s*/))] as const;
    })));
  return types;
}

/** Which of rg's file types the tree has a file of, each asked once. An unknown type counts as present: rg reports it. */
export async function typePresence(fileNames: string[]): Promise<(type: string) => boolean> {
  const known = await rgTypes();
  const memo = new Map<string, boolean>();
  return (type) => {
    if (!memo.has(type)) {
      const re = known.get(type);
      memo.set(type, !re || fileNames.some((n) => re.test(n)));
    }
    return memo.get(type)!;
  };
}

/**
 * Drops `-t NAME` for file types no file in the tree has. Why: like an exclusion glob that matches nothing, such a
 * flag changes no count, and every recorded search carries the list. When no listed type is present the flags stay
 * as they are, since without any `-t` rg would search every file.
 */
export function presentTypeFlags(flags: string[], present: (type: string) => boolean): string[] {
  const listed = flags.flatMap((f, i) => (f === "-t" && flags[i + 1] !== undefined ? [flags[i + 1]!] : []));
  if (!listed.some(present)) return flags;
  return flags.filter((f, i) => !(f === "-t" && !present(flags[i + 1]!)) && !(flags[i - 1] === "-t" && !present(f)));
}
