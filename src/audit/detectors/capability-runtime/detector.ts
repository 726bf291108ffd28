import { searchDetector } from "../search-detector.js";

/**
 * The engines the method names as a capability runtime (C4 S L3): a separate language runtime, written in a
 * memory-safe language or presented by its authors as a boundary, whose scripts reach the host only through functions
 * the program injects. Imports, not the bare names: lock files, go.mod lines and prose mention them without running any.
 */
const ENGINES = [
  // Go: goja, its fork sobek, otto and Starlark.
  String.raw`"github\.com/(dop251/goja|grafana/sobek|robertkrimen/otto)"`,
  String.raw`"go\.starlark\.net/starlark"`,
  // Rust: rquickjs, boa and starlark-rust.
  String.raw`\b(use|extern crate)\s+(rquickjs|boa_engine|starlark)\b`,
  // JavaScript/TypeScript: the QuickJS WebAssembly builds.
  String.raw`(from|require\(|import\()\s*["'](quickjs-emscripten(-core)?|@jitl/quickjs[\w-]*|@sebastianwessel/quickjs|@tootallnate/quickjs-emscripten)["']`,
  // Python: the QuickJS and Starlark bindings.
  String.raw`^\s*(import|from)\s+(quickjs|starlark|starlark_go)\b`,
];

/** Does model-written code run in an embedded runtime whose only capabilities are injected host functions? */
export const detector = searchDetector({
  id: "capability-runtime",
  question: "Does code run in an embedded language runtime whose only capabilities are host functions the program injects (goja/sobek, QuickJS, Starlark, boa)?",
  inventory: "interpretation",
  dropNote: "the hits are comments",
  pattern: ENGINES.join("|"),
});
