import { isCommentLine, searchDetector } from "../search-detector.js";

/**
 * Can the model write to persistent memory itself, through a tool or an operation named for it (save_memory,
 * remember, core_memory_append, memory_insert)? Apart from memory-store, because the anchors part the two: memory
 * the model writes and that is replayed as trusted context is C6 S L0; a conversation or retrieval store the program
 * keeps on its own is written without validation, L1.
 */
export const detector = searchDetector({
  id: "memory-write-tool",
  question: "Can the model write to persistent memory itself (a save_memory, remember or core_memory_append tool)?",
  inventory: "persistence",
  keep: (hit) => !isCommentLine(hit.text),
  dropNote: "the hits are comments",
  pattern: String.raw`(?i)\b(save|add|update|write|store|insert|append|create)_?(to_?)?(memory|memories)\b|\bremember\(|core_?memory|archival_?memory|memory_?(insert|append|replace|write|save|add|update)\b`,
});
