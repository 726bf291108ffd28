import { searchDetector } from "../search-detector.js";

/** Is there an audit trail of actions (audit log, trajectory, transcript or event log), beyond tracing? */
export const detector = searchDetector({
  id: "audit-trail",
  question: "Is there an audit trail of actions (audit log, trajectory, transcript or event log), beyond tracing?",
  inventory: "logging",
  pattern: String.raw`(?i)audit_?log|auditLog|AuditLog|audit_?(event|record|trail)|trajectory|transcript|event_?log|EventStream|action_?log|tool_?call_?log|\.jsonl\b`,
});
