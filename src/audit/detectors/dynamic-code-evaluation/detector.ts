import { isCommentLine, isDefinitionLine, searchDetector } from "../search-detector.js";

// Why: only Python's `exec(` is a builtin that runs a string; elsewhere a bare `exec(` is a function of the project's
// own (a tool's execute step) or child_process's shell call, which shell-execution reads.
const EVALUATES_OUTSIDE_PYTHON = /(^|[^\w.])eval\(|new Function\(|vm\.(runInNewContext|runInContext|runInThisContext|Script)\b|ScriptEngineManager|GroovyShell|CSharpScript\.(Evaluate|Run)/;

/** Does shipped code evaluate strings as code (eval, exec, new Function, vm)? */
export const detector = searchDetector({
  id: "dynamic-code-evaluation",
  question: "Does shipped code evaluate strings as code (eval, exec, new Function, vm)?",
  inventory: "interpretation",
  // Why drop definitions: a class's own `def exec(self, ...)` step (a pipeline node's hook) declares a method, it
  // does not evaluate anything.
  keep: (hit) => !isCommentLine(hit.text) && !isDefinitionLine(hit.text) && (/\.pyw?$/.test(hit.path) || EVALUATES_OUTSIDE_PYTHON.test(hit.text)),
  dropNote: "the hits define a method of that name, call a function named exec outside Python, or are comments",
  pattern: String.raw`(^|[^\w.])(eval|exec)\(|new Function\(|vm\.(runInNewContext|runInContext|runInThisContext|Script)\b|compile\([^)]*['\"]exec['\"]|ScriptEngineManager|GroovyShell|CSharpScript\.(Evaluate|Run)`,
});
