import type { Hit, SourceTree } from "../../source.js";
import { isDefinitionLine, lineAfter, onlyInStrings, searchDetector } from "../search-detector.js";

// Why apart: only Python's `exec(` (and `compile(…, "exec")`) runs a string; elsewhere a bare `exec(` is a function of
// the project's own (a tool's execute step) or child_process's shell call, which shell-execution reads.
// SymPy's `sympify(text)` and `parse_expr(text)` evaluate the string with Python's `eval` (a calculator tool handed
// the model's expression runs it as code).
// LangChain's ready-made Python tools (`PythonAstREPLTool(locals={"df": df})`, `PythonREPLTool()`) exec the model's code.
const PYTHON_EXEC = String.raw`(^|[^\w.])exec\(|compile\([^)]*['\"]exec['\"]|\bsympify\(|\bparse_expr\(|\bPython(Ast)?REPL(Tool)?\(`;
// Why not after `$`: Playwright's `page.$eval(selector, fn)` runs a function in the page, not a string as code.
const ANY_LANGUAGE = String.raw`(^|[^\w.$])eval\(|vm\.(runInNewContext|runInContext|runInThisContext|Script)\b|ScriptEngineManager|GroovyShell|CSharpScript\.(Evaluate|Run)`;
// Why `new Function(` only in JavaScript: in Java, C# or Kotlin it constructs a class of that name (a tool schema's
// `Function`), and runs nothing; so does a `VM` class there.
// vm2's sandboxes (`new NodeVM(…)`, `new VM(…)`) evaluate the string their `.run(code)` is handed, inside this process.
const JS_ONLY = String.raw`new Function\(|\bnew (NodeVM|VM)\(`;
const EVALUATORS = `${ANY_LANGUAGE}|${JS_ONLY}`;
const EVALUATES = { js: new RegExp(EVALUATORS), other: new RegExp(ANY_LANGUAGE) };
const JS_FILE = /\.[mc]?[jt]sx?$|\.(vue|svelte|html?)$/;

function evaluates(hit: Hit): boolean {
  if (/\.pyw?$/.test(hit.path)) return true;
  return (JS_FILE.test(hit.path) ? EVALUATES.js : EVALUATES.other).test(hit.text);
}
// Why: a function built only from literals (`new Function("m", "return import(m)")`, a shim that hides an import from
// the bundler) has a body fixed in the source; no text from outside becomes code.
const CONSTANT_FUNCTION = /new Function\(\s*(["'][^"'$]*["']\s*,\s*)*["'][^"'$]*["']\s*\)/;
// So is an `eval` of one literal string (`eval("globalThis.ready = true")`, a bundler workaround), read on the next
// line when the call breaks after its `(`.
const CONSTANT_EVAL = /(^|[^\w.$])eval\(\s*(["'`])((?!\$\{)[^"'`\\])*\2\s*,?\s*(\)|$)/;

function evaluatesConstant(hit: Hit, source: SourceTree): boolean {
  const joined = /\beval\(\s*$/.test(hit.text) ? `${hit.text.trimEnd()}${lineAfter(hit, source).trim()}` : hit.text;
  return CONSTANT_FUNCTION.test(joined) || CONSTANT_EVAL.test(joined);
}
// The calls whose name a string can carry as text (a scanner's rule, a warning message).
const CALL_NAMES = /\b(eval|exec)\(|new Function\(/;

/** Does shipped code evaluate strings as code (eval, exec, new Function, vm)? */
export const detector = searchDetector({
  id: "dynamic-code-evaluation",
  question: "Does shipped code evaluate strings as code (eval, exec, new Function, vm)?",
  inventory: "interpretation",
  // Why drop definitions: a class's own `def exec(self, ...)` step (a pipeline node's hook) declares a method, it
  // does not evaluate anything.
  keep: (hit, source) => !isDefinitionLine(hit.text) && !onlyInStrings(hit.text, CALL_NAMES) && !evaluatesConstant(hit, source) && evaluates(hit),
  dropNote: "the hits define a method of that name, call a function named exec outside Python or construct a class named Function outside JavaScript, name the call only inside a string, build a function or evaluate a string from literals only, or are comments",
  pattern: `${EVALUATORS}|${PYTHON_EXEC}`,
});
