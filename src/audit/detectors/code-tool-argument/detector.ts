import { searchDetector } from "../search-detector.js";

// Why: generated API clients declare every field of a remote API, whether or not any tool passes the model's text on.
const GENERATED = /(^|\/)(generated|gen)\/|\.gen\.|_pb2\.py$|\.pb\.go$/;

/**
 * Does a tool take code or a command from the model as an argument (a `command`, `script` or code field, a language
 * choice, a tool named for running code)? Then model-written code runs somewhere, locally or in the service the tool
 * sends it to, so code-execution isolation is not absent.
 */
export const detector = searchDetector({
  id: "code-tool-argument",
  question: "Does a tool take code or a command from the model as an argument?",
  inventory: "interpretation",
  pattern: [
    // zod fields; a bare `code` only with an execution word (error codes share the name)
    String.raw`\b(script|command|cmd|commands|js_?[Cc]ode|python_?[Cc]ode|source_?code|javascript|code_to_(run|execute))\s*:\s*z\s*\.\s*(string|array)\(`,
    String.raw`\bcode\s*:\s*z\s*\.\s*string\(.*(execute|run|eval|python|javascript|bash|script)`,
    String.raw`\blanguage\s*:\s*z\s*\.\s*enum\(\s*\[[^\]]*["'](python|bash|node|javascript|js|sh)["']`,
    // a JSON Schema property, a pydantic field, a Go struct tag
    String.raw`["'](script|command|cmd|commands|code_to_(run|execute))["']\s*:\s*\{\s*["']?type["']?\s*:\s*["']string["']`,
    String.raw`^\s*(script|command|cmd|code_to_(run|execute))\s*:\s*(str|Annotated\[str)\b.*Field\(`,
    String.raw`\x60json:"(command|script|cmd|commands)(,omitempty)?"`,
    // a tool named for running code, also with a suffix (`run_python_job`); not `exec_code`, an exit code's field
    String.raw`["'\x60](execute|run)[_-]?(code|command|commands|shell|bash|script|python|javascript|js|terminal)([_-]\w+)?["'\x60]|["'\x60]exec[_-]?(command|commands|shell|bash|script|python|javascript|js|terminal)["'\x60]`,
  ].join("|"),
  keep: (hit) => !GENERATED.test(hit.path),
  dropNote: "the hits are comments or generated API clients",
});
