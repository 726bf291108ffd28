/** The sentence with its first letter lowered, for joining it after a colon (acronyms such as "MCP" are kept). */
export function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}
