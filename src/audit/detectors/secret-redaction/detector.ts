import type { Hit, SourceTree } from "../../source.js";
import { isSerializedField, linesAround, onlyInProse, searchDetector } from "../search-detector.js";

// Why: a model API's `redacted_thinking` block, or a reasoning part flagged redacted, is reasoning the provider
// withheld, not a secret the program masks.
// (Also as one word of a type's name: `ReasoningContentBlockDelta::RedactedContent(blob)`.)
const PROVIDER_REDACTED_THINKING = /redacted_?thinking|\b(reasoning|thinking).*redact|redact.*\b(reasoning|thinking)\b/i;

// Why: a guardrail's or a moderation service's redaction of what a person or the model wrote (`redactContent`,
// `guardrail_redact_output`) takes content out for policy; unless a secret is named on the line, it masks none.
const CONTENT_MODERATION = /guardrail|redact_?(user_?|assistant_?|latest_?)?(content|message)/i;

// Why: in a JSX component a line that is only a string (`"<redacted>"` as one branch of a render) is text shown to
// the user, not a secret taken out of an output.
const RENDERED_TEXT = /^\s*(["'`])[^"'`]*\1\s*\)?,?\s*$/;
const JSX_FILE = /\.(tsx|jsx)$/;
// Why: a secrets manager's `SecretString` field (`response.SecretString`, `{ SecretString: value }`,
// `resp["SecretString"]`) is the secret itself being read or written; as a type (`api_key: SecretString`,
// `SecretString::new`) it masks.
const SECRET_MANAGER_FIELD = /\.SecretString\b|["']SecretString["']|\bSecretString\s*:(?!:)/g;

// Why `redact` with its case: case-blind, it matched inside camel-case names that run into "…redAction" or
// "…redActivity".
const REDACT = "redact|Redact|REDACT";
// (CamelCase too: `scrubSensitive(headers)`, `maskApiKey(key)`.)
const OTHER_WORDS = String.raw`mask_?(secret|token|key|sensitive)|maskSecret|mask(Api)?Key|SecretStr|SecretString|secrecy::|scrub_?(secret|token|sensitive|credential|header)s?|sanitize_?(secret|token|log|headers)`;
const OTHER_MASKING = new RegExp(OTHER_WORDS, "i");
const MASKING = [new RegExp(REDACT), OTHER_MASKING];
// Why: a sentence that says values are redacted (a tool's description, a log message) describes masking; the code that
// masks is elsewhere, and a placeholder it writes (`"[REDACTED]"`) is no sentence.
const ANY_MASKING = new RegExp(`${REDACT}|${OTHER_WORDS}`);
// (A message that writes a placeholder in the secret's place, `API key: [REDACTED]`, `"Bearer [redacted]"`, masks.)
const WRITES_PLACEHOLDER = /REDACTED|[[<(]\s*redacted\s*[\]>)]|\*{3}/;

// Why: a name that merely says "redacted" (`redacted_line = f"{title}: {snippet}"`) may hold anything; it masks
// secrets when a redaction is called or defined there, a placeholder is written, or secrets are named nearby.
const REDACTS = /\b[rR]edact\w*\s*\(|\w*Redact\w*\s*\(|REDACTED|\*{3}/;
const SECRET_WORDS = /key|token|secret|passw|auth|header|credential|cookie|\bpii\b|sensitive/i;
const CONTEXT_LINES = 3;

/** Whether a hit whose only masking word is "redact…" shows nothing of secrets being masked. */
function redactedNameOnly(hit: Hit, source: SourceTree): boolean {
  if (OTHER_MASKING.test(hit.text) || REDACTS.test(hit.text)) return false;
  const near = linesAround(hit, source, CONTEXT_LINES).join("\n");
  return !SECRET_WORDS.test(near);
}

// Why: "token" is also a lexer's or a model's token; `sanitizeToken(word)` that strips quotes off a command word masks
// nothing unless a secret or a mask string is in sight.
const SANITIZE_TOKEN = /sanitize_?token/gi;
const SECRET_OR_MASK = /key|secret|passw|auth|credential|bearer|cookie|REDACTED|\*{3}/i;

function tokenSanitizerOnly(hit: Hit, source: SourceTree): boolean {
  const rest = hit.text.replace(SANITIZE_TOKEN, "");
  if (rest === hit.text || MASKING.some((re) => re.test(rest))) return false;
  return !linesAround(hit, source, CONTEXT_LINES).some((line) => SECRET_OR_MASK.test(line.replace(SANITIZE_TOKEN, "")));
}

/** Whether the line's only masking word is a secrets manager's `SecretString` field. */
function onlySecretManagerField(text: string): boolean {
  const rest = text.replace(SECRET_MANAGER_FIELD, "");
  return rest !== text && !MASKING.some((re) => re.test(rest));
}

/** Are secrets masked or redacted somewhere (log filters, SecretStr, redaction helpers)? */
export const detector = searchDetector({
  id: "secret-redaction",
  question: "Are secrets masked or redacted somewhere (log filters, SecretStr, redaction helpers)?",
  inventory: "secrets",
  keep: (hit, source) => !isSerializedField(hit.text) && (!onlyInProse(hit.text, ANY_MASKING) || WRITES_PLACEHOLDER.test(hit.text)) && !PROVIDER_REDACTED_THINKING.test(hit.text) && !(CONTENT_MODERATION.test(hit.text) && !SECRET_WORDS.test(hit.text)) && !(JSX_FILE.test(hit.path) && RENDERED_TEXT.test(hit.text)) && !onlySecretManagerField(hit.text) && !redactedNameOnly(hit, source) && !tokenSanitizerOnly(hit, source),
  dropNote: "the hits are comments, a model API's redacted reasoning blocks, a guardrail's redaction of content, text a UI component shows, a secrets manager's SecretString field, names that say redacted or sanitize a token with no secret in sight, sentences that describe masking, or fields of data an API returns",
  pattern: `(?-i:${REDACT})|(?i:${OTHER_WORDS})`,
});
