import { searchDetector } from "../search-detector.js";

/** Is there an audit trail of actions (audit log, trajectory, transcript or event log), beyond tracing? */
export const detector = searchDetector({
  id: "audit-trail",
  question: "Is there an audit trail of actions (audit log, trajectory, transcript or event log), beyond tracing?",
  inventory: "logging",
  pattern: String.raw`(?i)\baudit_?logs?\b|auditLog|AuditLog|\baudit_?(event|record|trail)s?\b|\btrajector(y|ies)\b|\btranscripts?\b|\bevent_?log\b|EventStream|\baction_?log\b|tool_?call_?log|\.jsonl\b`,
});
