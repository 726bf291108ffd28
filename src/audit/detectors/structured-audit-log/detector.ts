import { RECORD_FILTER, TOOL_CALL_TABLE } from "../audit-trail/detector.js";
import { searchDetector } from "../search-detector.js";

/** Is there a structured record of tool calls (audit log, trajectory, transcript, tracing)? */
export const detector = searchDetector({
  id: "structured-audit-log",
  question: "Is there a structured record of tool calls (audit log, trajectory, transcript, tracing)?",
  inventory: "logging",
  ...RECORD_FILTER,
  pattern: String.raw`(?i)\baudit_?logs?\b|auditLog|AuditLog|\baudit_?event|\btrajector(y|ies)\b|\btranscripts?\b|opentelemetry|\botel\b|start_?span|startSpan|start_as_current_span|\.jsonl\b|\blangfuse\b|\blangsmith\b|(?-i:EventStream)|\bevent_?log\b|${TOOL_CALL_TABLE}`,
});
