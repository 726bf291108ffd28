import { searchDetector } from "../search-detector.js";

// Why: a model API's `redacted_thinking` block, or a reasoning part flagged redacted, is reasoning the provider
// withheld, not a secret the program masks.
const PROVIDER_REDACTED_THINKING = /redacted_?thinking|\b(reasoning|thinking)\b.*redact|redact.*\b(reasoning|thinking)\b/i;

// Why: in a JSX component a line that is only a string (`"<redacted>"` as one branch of a render) is text shown to
// the user, not a secret taken out of an output.
const RENDERED_TEXT = /^\s*(["'`])[^"'`]*\1\s*\)?,?\s*$/;
const JSX_FILE = /\.(tsx|jsx)$/;

/** Are secrets masked or redacted somewhere (log filters, SecretStr, redaction helpers)? */
export const detector = searchDetector({
  id: "secret-redaction",
  question: "Are secrets masked or redacted somewhere (log filters, SecretStr, redaction helpers)?",
  inventory: "secrets",
  codeOnly: true,
  keep: (hit) => !PROVIDER_REDACTED_THINKING.test(hit.text) && !(JSX_FILE.test(hit.path) && RENDERED_TEXT.test(hit.text)),
  dropNote: "the hits are comments, a model API's redacted reasoning blocks, or text a UI component shows",
  pattern: String.raw`(?i)redact|mask_?(secret|token|key|sensitive)|maskSecret|SecretStr|SecretString|secrecy::|scrub_?(secret|token)|sanitize_?(secret|token|log|headers)|REDACTED`,
});
