/** Quotes one argument the way a POSIX shell (and shlex) reads it back: bare when safe, else in single quotes. */
export function shellQuote(arg: string): string {
  if (/^[A-Za-z0-9_./:=@%+,-]+$/.test(arg)) return arg;
  return `'${arg.replace(/'/g, `'"'"'`)}'`;
}
