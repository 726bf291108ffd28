import type { Hit } from "../../source.js";
import { searchDetector } from "../search-detector.js";

// Why the checkpointer forms are narrow: a graph's checkpointer (an argument, an imported type, a LangGraph saver)
// persists the conversation; the bare word also names a database's own background process (in code and in prose)
// and matches inside `checkpointErr`. The JVM and .NET names (Spring AI's and LangChain4j's `ChatMemory`, an
// `EmbeddingStore`, Koog's `AgentMemory`, Kernel Memory's `IKernelMemory`) are matched with their case, as types.
const MEMORY_PATTERN = String.raw`(?i)long_?term_?memory|memory_?file_?path|knowledge_?graph_?(manager|store|memory)|save_?memory|add_?memory|memory_?store|MemoryStore|mem0|zep_?client|letta|memgpt|chromadb|pinecone|qdrant|weaviate|faiss|pgvector|milvus|lancedb|vector_?store|VectorStore|vector_?index|VectorIndex|checkpointer\s*[=:]|(?-i:\b(InMemory|Memory|Sqlite|AsyncSqlite|Postgres|AsyncPostgres|Redis|AsyncRedis|Mongo(DB)?)Saver\b|\bimport\b.*\bCheckpointer\b|\b(ChatMemory(Repository)?|(MessageWindow|TokenWindow)ChatMemory|EmbeddingStore|AgentMemory|IKernelMemory)\b)|ConversationBufferMemory|ConversationSummaryMemory|chat_?history|ChatMessageHistory|conversation_?(history|store|memory)|message_?history|save_?(session|conversation|history|messages)\b|session_?store`;
// The same words as a JavaScript regex, which takes its flags apart and has no inline `(?-i:…)`: matching them all
// without case can only keep more hits.
const MEMORY_WORDS = new RegExp(MEMORY_PATTERN.replace(/^\(\?i\)/, "").replace(/\(\?-i:/g, "(?:"), "i");

/**
 * Whether every memory word on the line sits inside a string literal: a wrapped service's action name
 * (`case "save_conversation":`) or a tool description, not this program's store. An import names a package by string.
 */
function onlyInStrings(hit: Hit): boolean {
  if (/\bfrom\s+["']|\brequire\(|\bimport\(|^\s*import\s+["']/.test(hit.text)) return false;
  const outside = hit.text.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""');
  return !MEMORY_WORDS.test(outside);
}

// Why: an operating system's shared-memory segment (`probeSharedMemoryStore`) is a process's buffer, not what an agent
// remembers.
const SHARED_MEMORY = /shared_?memory|\bshm_/i;

// Why: a key-value store holding OAuth tokens, a response cache, stream events or a session's tool state
// (`token_storage = … or MemoryStore()`) is the program's plumbing; nothing in it is replayed to the model as memory.
const PLUMBING_TARGET = /\b\w*(token|credential|cache|event|oauth|jwt|state)\w*\s*(:[^=]*)?=(?!=)/i;
const PLUMBING_FILE = /(^|\/)\w*(token|credential|cache|event|oauth)\w*\.\w+$/i;
const KEY_VALUE_STORE = /MemoryStore|session_?store/i;

/** Whether the hit is a bare key-value store kept for tokens, caches, events or state. */
function plumbingStore(hit: Hit): boolean {
  return KEY_VALUE_STORE.test(hit.text) && (PLUMBING_TARGET.test(hit.text) || PLUMBING_FILE.test(hit.path));
}

// Why: in C and C++ "memory" and "session store" name RAM and protocol state (`link_session_store`), not what an agent
// remembers; and a catalog of per-service wrappers (`integrations/pinecone/…`) names the services it calls, not the
// runtime's own store.
const NOT_AGENT_MEMORY_FILE = /\.(c|h|cc|cpp|cxx|hpp)$|(^|\/)(integrations?|connectors?)\//;

/** Does the agent keep memory or a retrieval store across sessions? */
export const detector = searchDetector({
  id: "memory-store",
  question: "Does the agent keep memory or a retrieval store across sessions?",
  inventory: "persistence",
  // Why: a page that shows or names the chat history (`useChatHistory()`) keeps nothing; the store is the server's.
  skipsPageComponents: true,
  pattern: MEMORY_PATTERN,
  keep: (hit) => !NOT_AGENT_MEMORY_FILE.test(hit.path) && !onlyInStrings(hit) && !SHARED_MEMORY.test(hit.text) && !plumbingStore(hit),
});
