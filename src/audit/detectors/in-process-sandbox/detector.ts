import { searchDetector } from "../search-detector.js";

/**
 * Sandboxes that filter a full-capability runtime from inside the agent's own process: vm2's proxied Node context,
 * RestrictedPython, simpleeval, an interpreter that walks Python's AST with an import allowlist. The method rates these
 * L1 ("filtering only… escapable via introspection"), below any OS boundary.
 */
const FILTERS = [
  // vm2, by its import or its constructors beside one.
  String.raw`(from\s+|require\(\s*)["']vm2["']`,
  String.raw`\bnew\s+NodeVM\(`,
  // Python: RestrictedPython, simpleeval, and an AST interpreter's import allowlist.
  String.raw`\bcompile_restricted(_exec|_eval)?\(|^\s*(from|import)\s+RestrictedPython\b`,
  String.raw`^\s*(from|import)\s+simpleeval\b|\bSimpleEval\(|\bEvalWithCompoundTypes\(`,
  String.raw`\b(additional_)?authorized_imports\b`,
];

/** Does model-written code run in an in-process filter of a full runtime (vm2, RestrictedPython, an AST allowlist)? */
export const detector = searchDetector({
  id: "in-process-sandbox",
  question: "Does code run in an in-process filter of a full-capability runtime (vm2, RestrictedPython, simpleeval, an AST interpreter with an import allowlist)?",
  inventory: "interpretation",
  dropNote: "the hits are comments or docstrings",
  // Why: an agent passes its import allowlist on to the interpreter in several places; the interpreter's own file is
  // where the filter is.
  prefer: (hit) => /executor|interpreter|sandbox|eval|run_?code/i.test(hit.path),
  pattern: FILTERS.join("|"),
});
