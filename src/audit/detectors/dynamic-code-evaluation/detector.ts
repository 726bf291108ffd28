import { isCommentLine, isDefinitionLine, searchDetector } from "../search-detector.js";

/** Does shipped code evaluate strings as code (eval, exec, new Function, vm)? */
export const detector = searchDetector({
  id: "dynamic-code-evaluation",
  question: "Does shipped code evaluate strings as code (eval, exec, new Function, vm)?",
  inventory: "interpretation",
  // Why drop definitions: a class's own `def exec(self, ...)` step (a pipeline node's hook) declares a method, it
  // does not evaluate anything.
  keep: (hit) => !isCommentLine(hit.text) && !isDefinitionLine(hit.text),
  dropNote: "the hits define a method of that name or are comments",
  pattern: String.raw`(^|[^\w.])(eval|exec)\(|new Function\(|vm\.(runInNewContext|runInContext|runInThisContext|Script)\b|compile\([^)]*['\"]exec['\"]|ScriptEngineManager|GroovyShell|CSharpScript\.(Evaluate|Run)`,
});
