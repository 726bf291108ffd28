import type { Hit, SourceTree } from "../../source.js";
import { isDefinitionLine } from "../search-detector.js";

// Node's launch functions. `exec(` or `spawn(` alone are too common a name to search for, so the search finds the
// import of `child_process` and this reads the file for what the import is used to run.
const LAUNCH = /^(exec|execSync|execFile|execFileSync|spawn|spawnSync|fork)$/;
const LAUNCH_MEMBER = String.raw`\.(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|fork)`;
// How far up a multi-line import (`import {` … `} from "child_process"`) is read for its first line.
const IMPORT_REACH = 20;

/** The local names an import statement binds to launch functions, and the module's own name when bound whole. */
function bindings(statement: string): { names: string[]; namespace: string | null } {
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(statement);
  for (const part of braces?.[1]!.split(",") ?? []) {
    // `spawn as run` (import) and `spawn: run` (destructured require) both bind `run`.
    const [imported, local] = part.trim().split(/\s+as\s+|\s*:\s*/);
    if (imported && LAUNCH.test(imported)) names.push(local || imported);
  }
  const whole = /import\s+\*\s+as\s+([\w$]+)|import\s+([\w$]+)\s+from|(?:const|let|var)\s+([\w$]+)\s*=\s*(?:await\s+)?(?:require|import)\(/.exec(statement);
  return { names, namespace: braces ? null : (whole?.[1] ?? whole?.[2] ?? whole?.[3] ?? null) };
}

/** The import statement that a hit on a `child_process` line belongs to, with the index of its first line. */
function importStatement(lines: string[], at: number): { text: string; first: number } {
  let first = at;
  while (first > Math.max(0, at - IMPORT_REACH) && !/\b(import|require)\b/.test(lines[first]!)) first--;
  return { text: lines.slice(first, at + 1).join(" "), first };
}

/**
 * Moves a hit on an import of `child_process` to the lines that call what it imports, including a promisified alias
 * (`const run = promisify(exec)`). A type-only import (`ChildProcess`) launches nothing and is dropped; an import
 * whose functions are not called in the file (a wrapper that exports them) stays, as the only place to cite.
 */
export function childProcessCalls(hit: Hit, source: SourceTree): Hit[] {
  const lines = source.lines(hit.path);
  if (!lines || !/["'](node:)?child_process["']/.test(hit.text)) return [hit];
  const statement = importStatement(lines, hit.line - 1);
  const { names, namespace } = bindings(statement.text);
  if (names.length === 0 && !namespace) return [];
  const escape = (name: string) => name.replace(/\$/g, "\\$");
  const launchers = [...names.map(escape), ...(namespace ? [`${escape(namespace)}${LAUNCH_MEMBER}`] : [])].join("|");
  const promisified = new RegExp(String.raw`(?:const|let|var)\s+([\w$]+)\s*=\s*(?:util\.)?promisify\(\s*(?:${launchers})\s*\)`);
  const aliases = lines.map((line) => promisified.exec(line)?.[1]).filter((name): name is string => !!name);
  const call = new RegExp(String.raw`(^|[^\w.$])(?:${[launchers, ...aliases.map(escape)].join("|")})\s*\(`);
  const calls: Hit[] = [];
  lines.forEach((text, i) => {
    const inStatement = i >= statement.first && i < hit.line;
    if (!inStatement && call.test(text) && !isDefinitionLine(text)) calls.push({ path: hit.path, line: i + 1, text });
  });
  return calls.length > 0 ? calls : [hit];
}
