import { searchDetector } from "../search-detector.js";

/** Can runs be exported to a tracing or observability backend (OpenTelemetry, LangSmith, Langfuse…)? */
export const detector = searchDetector({
  id: "tracing-export",
  question: "Can runs be exported to a tracing or observability backend (OpenTelemetry, LangSmith, Langfuse…)?",
  inventory: "logging",
  // Why Micrometer's observations and .NET's ActivitySource: they are the JVM's and .NET's tracing APIs, exported when
  // the application configures a backend.
  // Why: a docstring describing the tracer parameter ("an OpenTelemetry tracer; tracing is off if not provided") exports nothing.
  codeOnly: true,
  pattern: String.raw`(?i)opentelemetry|\botlp\b|\blangfuse\b|\blangsmith\b|\btraceloop\b|\bhelicone\b|\barize\b|weave\.init|\blogfire\b|io\.micrometer\.(tracing|observation)|\bObservationRegistry\b|new ActivitySource\(`,
});
