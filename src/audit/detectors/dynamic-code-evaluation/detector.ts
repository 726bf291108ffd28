import { searchDetector } from "../search-detector.js";

/** Does shipped code evaluate strings as code (eval, exec, new Function, vm)? */
export const detector = searchDetector({
  id: "dynamic-code-evaluation",
  question: "Does shipped code evaluate strings as code (eval, exec, new Function, vm)?",
  inventory: "interpretation",
  pattern: String.raw`(^|[^\w.])(eval|exec)\(|new Function\(|vm\.(runInNewContext|runInContext|runInThisContext|Script)\b|compile\([^)]*['\"]exec['\"]|ScriptEngineManager|GroovyShell|CSharpScript\.(Evaluate|Run)`,
});
