import { onlyInProse, searchDetector } from "../search-detector.js";

const BACKEND_WORDS = String.raw`opentelemetry|\botlp\b|\blangfuse\b|\blangsmith\b|\btraceloop\b|\bhelicone\b|\barize\b|weave\.init|\blogfire\b|io\.micrometer\.(tracing|observation)|\bObservationRegistry\b|new ActivitySource\(`;
const BACKENDS = new RegExp(BACKEND_WORDS, "i");

// Why: importing OpenTelemetry's propagation or baggage API alone (`from opentelemetry import propagate`) hands the
// caller's trace context (a `traceparent` header) to a child; it exports no span anywhere.
const CONTEXT_PROPAGATION = /^\s*(from\s+opentelemetry(\.\w+)*\s+import\s+(propagate|baggage|context)(\s*,\s*(propagate|baggage|context))*\s*$|import\s+opentelemetry\.(propagate|baggage|context)\s*$)/;

/** Can runs be exported to a tracing or observability backend (OpenTelemetry, LangSmith, Langfuse…)? */
export const detector = searchDetector({
  id: "tracing-export",
  question: "Can runs be exported to a tracing or observability backend (OpenTelemetry, LangSmith, Langfuse…)?",
  inventory: "logging",
  skipsPageComponents: true,
  // Why Micrometer's observations and .NET's ActivitySource: they are the JVM's and .NET's tracing APIs, exported when
  // the application configures a backend.
  // Why page components and prose out: a provider's logo and a tool description ("returns the trace in OpenTelemetry
  // format") export nothing.
  keep: (hit) => !onlyInProse(hit.text, BACKENDS) && !CONTEXT_PROPAGATION.test(hit.text),
  dropNote: "the hits are comments, docstrings, page components or descriptions, or only pass a caller's trace context on",
  pattern: `(?i)${BACKEND_WORDS}`,
});
