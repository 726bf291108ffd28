import { searchDetector } from "../search-detector.js";

/** Does the agent keep memory or a retrieval store across sessions? */
export const detector = searchDetector({
  id: "memory-store",
  question: "Does the agent keep memory or a retrieval store across sessions?",
  inventory: "persistence",
  // Why the checkpointer forms are narrow: a graph's checkpointer (an argument, an imported type, a LangGraph saver)
  // persists the conversation; the bare word also names a database's own background process (in code and in prose)
  // and matches inside `checkpointErr`.
  pattern: String.raw`(?i)long_?term_?memory|save_?memory|add_?memory|memory_?store|MemoryStore|mem0|zep_?client|letta|memgpt|chromadb|pinecone|qdrant|weaviate|faiss|pgvector|milvus|lancedb|vector_?store|VectorStore|checkpointer\s*[=:]|(?-i:\b(InMemory|Memory|Sqlite|AsyncSqlite|Postgres|AsyncPostgres|Redis|AsyncRedis|Mongo(DB)?)Saver\b|\bimport\b.*\bCheckpointer\b)|ConversationBufferMemory|ConversationSummaryMemory|chat_?history|ChatMessageHistory|conversation_?(history|store|memory)|message_?history|save_?(session|conversation|history|messages)\b|session_?store`,
});
