import { searchDetector } from "../search-detector.js";

/**
 * Can the model write to persistent memory itself, through a tool or an operation named for it (save_memory,
 * core_memory_append, memory_insert)? Apart from memory-store, because the anchors part the two: memory
 * the model writes and that is replayed as trusted context is C6 S L0; a conversation or retrieval store the program
 * keeps on its own is written without validation, L1.
 */
export const detector = searchDetector({
  id: "memory-write-tool",
  question: "Can the model write to persistent memory itself (a save_memory, core_memory_append or memory_insert tool)?",
  inventory: "persistence",
  // Why not C or C++: there "memory" is RAM (`memory_add(sizeof …)`), never an agent's.
  keep: (hit) => !/\.(c|h|cc|cpp|cxx|hpp)$/.test(hit.path),
  dropNote: "the hits are comments or C/C++ code, where memory means RAM",
  // Why no bare `remember(` or `MemoryUpdate`: an editor's undo history and a type of the UI name them without any
  // write the model can make.
  pattern: String.raw`(?i)\b(save|add|update|write|store|insert|append|create)_?(to_?)?(memory|memories)\b|core_?memory_?(append|replace|insert)|archival_?memory_?(insert|search)|\bmemory_(insert|append|replace|write|save|add|update)\b`,
});
