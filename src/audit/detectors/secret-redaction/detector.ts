import { searchDetector } from "../search-detector.js";

/** Are secrets masked or redacted somewhere (log filters, SecretStr, redaction helpers)? */
export const detector = searchDetector({
  id: "secret-redaction",
  question: "Are secrets masked or redacted somewhere (log filters, SecretStr, redaction helpers)?",
  inventory: "secrets",
  pattern: String.raw`(?i)redact|mask_?(secret|token|key|sensitive)|maskSecret|SecretStr|SecretString|secrecy::|scrub_?(secret|token)|sanitize_?(secret|token|log|headers)|REDACTED`,
});
