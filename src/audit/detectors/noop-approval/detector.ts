import { parse, registerDynamicLanguage, type SgNode } from "@ast-grep/napi";
import go from "@ast-grep/lang-go";
import python from "@ast-grep/lang-python";
import rust from "@ast-grep/lang-rust";
import type { Detector, Finding, InventoryItem } from "../../finding.js";
import { shippedFiles } from "../../files.js";
import { rustTestModules } from "../../rust-tests.js";
import { absentFinding, foundFinding } from "../search-detector.js";

// Why ast-grep: "a function named like an approval that returns its input unchanged" is a shape, not a word.
registerDynamicLanguage({ python, go, rust });

const NAME = /approv|confirm|permission|consent/i;
// Why: a function that says approval is required (`requires_approval() -> true`, `needsApproval: () => true`) turns
// the gate on, not off.
const GATE_ON_NAME = /requires?_?(human_?)?(approv|confirm|permission|consent)|needs?_?(approv|confirm|permission|consent)|(approv\w*|confirm\w*|permission)_?required/i;
// Why snake case only: `default_require_approval() -> bool { true }` supplies a setting's default value (serde,
// pydantic), while a `defaultApprovalHandler` that returns true is the very approve-everything hook this looks for.
const SETTING_DEFAULT = /^default_/;

/** How one language spells a function: the grammar to parse with and the node kinds that are functions. */
interface Grammar {
  lang: string;
  functions: string[];
}

const GRAMMARS: Array<[RegExp, Grammar]> = [
  [/\.py$/, { lang: "python", functions: ["function_definition"] }],
  [/\.tsx$/, { lang: "Tsx", functions: ["function_declaration", "arrow_function", "function_expression", "method_definition"] }],
  [/\.(ts|mts|cts|js|jsx|mjs|cjs)$/, { lang: "TypeScript", functions: ["function_declaration", "arrow_function", "function_expression", "method_definition"] }],
  [/\.go$/, { lang: "go", functions: ["function_declaration", "method_declaration", "func_literal"] }],
  [/\.rs$/, { lang: "rust", functions: ["function_item", "closure_expression"] }],
];

// Nodes that hold a function's name when the function itself has none (`const approve = () => …`,
// `var approve = func(…) …`, `let approve = |c| …`).
const NAMING_PARENTS = new Set(["variable_declarator", "var_spec", "short_var_declaration", "let_declaration"]);

function nameOf(fn: SgNode): SgNode | null {
  const own = fn.field("name");
  if (own) return own;
  let parent = fn.parent();
  // Why a second step: Go wraps the value in an expression_list inside its var_spec.
  if (parent?.kind() === "expression_list") parent = parent.parent();
  if (!parent || !NAMING_PARENTS.has(String(parent.kind()))) return null;
  return parent.field("name") ?? parent.field("pattern") ?? parent.field("left");
}

function paramNames(node: SgNode): string[] {
  const params = node.field("parameters");
  if (!params) return [];
  return params.children().flatMap((p) => {
    const id = p.kind() === "identifier" ? p : (p.field("pattern") ?? p.field("name") ?? p.find({ rule: { kind: "identifier" } }));
    return id ? [id.text()] : [];
  });
}

/** A function body's statements, with Go's statement_list opened and comments left out. */
function statementsOf(body: SgNode): SgNode[] {
  if (!["statement_block", "block"].includes(String(body.kind()))) return [body];
  return body.children().flatMap((c) => (c.kind() === "statement_list" ? c.children() : [c])).filter((c) => c.isNamed() && !/comment/.test(String(c.kind())));
}

/**
 * The value a single statement hands back: a `return`'s operand, a Rust block's closing expression, or an arrow
 * function's expression body. Rust's `return x;` is an expression statement around a return expression.
 */
function returnedText(statement: SgNode): string | null {
  let node = statement;
  if (node.kind() === "expression_statement" && node.children().some((c) => c.kind() === "return_expression")) node = node.children().find((c) => c.kind() === "return_expression")!;
  if (node.kind() === "return_statement" || node.kind() === "return_expression") {
    const value = node.children().find((c) => c.isNamed());
    return value ? value.text() : "";
  }
  return node.kind() === "expression_statement" ? null : node.text();
}

/**
 * True when a body does nothing but return true or one of its parameters unchanged — also in Go's `return true, nil`
 * and Rust's `Ok(true)` spellings. An empty body approves nothing: it is a hook left for someone else to fill.
 */
function passesThrough(body: SgNode | null, params: string[]): boolean {
  if (!body) return false;
  const statements = statementsOf(body);
  if (statements.length !== 1) return false;
  const value = returnedText(statements[0]!);
  if (value === null) return false;
  const text = value.replace(/^await\s+/, "").replace(/,\s*nil$/, "").replace(/^Ok\((.*)\)$/s, "$1").trim();
  return text === "true" || text === "True" || params.includes(text);
}

/** Finds approval hooks that approve everything: functions named like an approval whose body returns true or its input unchanged. */
export const detector: Detector = {
  id: "noop-approval",
  question: "Is there an approval hook that approves everything (returns true or its input unchanged)?",
  inventory: "approval",
  async run({ source }): Promise<Finding> {
    const items: InventoryItem[] = [];
    const candidates = await source.search({
      pattern: String.raw`(?i)(function|def|const|let|var|func|fn)\s+(\([^)]*\)\s*)?\w*(approv|confirm|permission|consent)\w*`,
      globs: ["*.{ts,tsx,mts,js,jsx,mjs,py,go,rs}", "!**/{test,tests,__tests__,examples,docs}/**", "!**/*.{test,spec}.*", "!**/test_*.py", "!**/*_test.go"],
    });
    const files = new Set(candidates.hits.map((h) => h.path));
    for (const file of shippedFiles(source, /./).filter((f) => files.has(f))) {
      const grammar = GRAMMARS.find(([re]) => re.test(file))?.[1];
      const text = source.read(file);
      if (!grammar || text === null) continue;
      // Why: a Rust file's #[cfg(test)] module is built only for tests; its stub approvers are test doubles.
      const testModules = file.endsWith(".rs") ? rustTestModules(text.split("\n")) : [];
      const root = parse(grammar.lang, text).root();
      for (const kind of grammar.functions) {
        for (const fn of root.findAll({ rule: { kind } })) {
          const nameNode = nameOf(fn);
          if (!nameNode) continue;
          const name = nameNode.text();
          if (!NAME.test(name) || GATE_ON_NAME.test(name) || SETTING_DEFAULT.test(name)) continue;
          if (!passesThrough(fn.field("body"), paramNames(fn))) continue;
          const line = nameNode.range().start.line + 1;
          if (testModules.some(([first, last]) => line >= first && line <= last)) continue;
          items.push({ kind: "approval", detector: detector.id, path: file, line, snippet: (source.lines(file) ?? [])[line - 1]?.trim() ?? "" });
        }
      }
    }
    if (items.length) return foundFinding(detector, items);
    return absentFinding(detector, candidates, { note: "no approval-named function returns its input or true unconditionally" });
  },
};
