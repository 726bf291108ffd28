import { searchDetector } from "../search-detector.js";

/** Is there a structured record of tool calls (audit log, trajectory, transcript, tracing)? */
export const detector = searchDetector({
  id: "structured-audit-log",
  question: "Is there a structured record of tool calls (audit log, trajectory, transcript, tracing)?",
  inventory: "logging",
  pattern: String.raw`(?i)audit_?log|auditLog|AuditLog|audit_?event|trajectory|transcript|opentelemetry|\botel\b|start_?span|startSpan|start_as_current_span|\.jsonl|langfuse|langsmith|EventStream|event_?log`,
});
