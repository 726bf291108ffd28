import { parse, registerDynamicLanguage, type SgNode } from "@ast-grep/napi";
import python from "@ast-grep/lang-python";
import type { Detector, Finding, InventoryItem } from "../../finding.js";
import { shippedFiles } from "../../files.js";
import { absentFinding, foundFinding } from "../search-detector.js";

// Why ast-grep: "a function named like an approval that returns its input unchanged" is a shape, not a word.
registerDynamicLanguage({ python });

const NAME = /approv|confirm|permission|consent/i;
const TS_FILES = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const PY_FILES = /\.py$/;

function paramNames(node: SgNode): string[] {
  const params = node.field("parameters");
  if (!params) return [];
  return params.children().flatMap((p) => {
    const id = p.kind() === "identifier" ? p : (p.field("pattern") ?? p.field("name") ?? p.find({ rule: { kind: "identifier" } }));
    return id ? [id.text()] : [];
  });
}

/** True when a body does nothing but return true, nothing, or one of its parameters unchanged. */
function passesThrough(body: SgNode | null, params: string[]): boolean {
  if (!body) return false;
  const statements = body.kind() === "statement_block" || body.kind() === "block" ? body.children().filter((c) => c.isNamed() && c.kind() !== "comment") : [body];
  if (statements.length === 0) return true;
  if (statements.length !== 1) return false;
  const only = statements[0]!;
  const value = only.kind() === "return_statement" ? only.children().find((c) => c.isNamed()) : only;
  if (!value) return true;
  const text = value.text().replace(/^await\s+/, "");
  return text === "true" || text === "True" || params.includes(text);
}

/** Finds approval hooks that approve everything: functions named like an approval whose body returns true or its input unchanged. */
export const detector: Detector = {
  id: "noop-approval",
  question: "Is there an approval hook that approves everything (returns true or its input unchanged)?",
  inventory: "approval",
  async run({ source }): Promise<Finding> {
    const items: InventoryItem[] = [];
    const candidates = await source.search({ pattern: String.raw`(?i)(function|def|const|let)\s+\w*(approv|confirm|permission|consent)\w*`, globs: ["*.{ts,tsx,mts,js,jsx,mjs,py}", "!**/{test,tests,__tests__,examples,docs}/**", "!**/*.{test,spec}.*", "!**/test_*.py"] });
    const files = new Set(candidates.hits.map((h) => h.path));
    for (const file of shippedFiles(source, /./).filter((f) => files.has(f))) {
      const text = source.read(file);
      if (text === null) continue;
      const lang = PY_FILES.test(file) ? "python" : TS_FILES.test(file) ? (/\.tsx$/.test(file) ? "Tsx" : "TypeScript") : null;
      if (!lang) continue;
      const root = parse(lang as "python", text).root();
      const kinds = lang === "python" ? ["function_definition"] : ["function_declaration", "arrow_function", "function_expression", "method_definition"];
      for (const kind of kinds) {
        for (const fn of root.findAll({ rule: { kind } })) {
          const nameNode = fn.field("name") ?? (fn.parent()?.kind() === "variable_declarator" ? fn.parent()!.field("name") : null);
          if (!nameNode || !NAME.test(nameNode.text())) continue;
          if (!passesThrough(fn.field("body"), paramNames(fn))) continue;
          const line = fn.range().start.line + 1;
          items.push({ kind: "approval", detector: detector.id, path: file, line, snippet: (source.lines(file) ?? [])[line - 1]?.trim() ?? "" });
        }
      }
    }
    if (items.length) return foundFinding(detector, items);
    return absentFinding(detector, candidates, { note: "no approval-named function returns its input or true unconditionally" });
  },
};
