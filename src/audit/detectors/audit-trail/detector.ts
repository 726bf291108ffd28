import type { Hit } from "../../source.js";
import { isSerializedField, onlyInProse, searchDetector, type SearchDetectorSpec } from "../search-detector.js";

// Why: a JSON Lines file is a record of actions only when nothing says it holds data; a knowledge graph's
// memory.jsonl, a training, fine-tuning or evaluation dataset and a cache are stores the program reads back, not a trail.
const DATA_WORDS = String.raw`memory|knowledge|dataset|(^|[^a-z])train|fine_?tun|cache|embedding|vector|corpus`;
const DATA_FILE = new RegExp(`${DATA_WORDS}|graph|eval`, "i");
// The same words in the folder or file that writes it (`memory/rollouts.ts` writing `${id}.jsonl`). Why not
// "graph" or "eval" there: agent graphs and evaluators write trails under such folders.
const DATA_PATH = new RegExp(DATA_WORDS, "i");
const RECORD_WORD = /audit|trajector|transcript|event_?log|EventStream|action_?log|tool_?call|opentelemetry|\botel\b|span|langfuse|langsmith/i;

/** Whether a hit names a JSON Lines file that holds data (memory, a dataset, a cache) and nothing that records actions. */
function namesDataFile(hit: Hit): boolean {
  return /\.jsonl\b/i.test(hit.text) && (DATA_FILE.test(hit.text) || DATA_PATH.test(hit.path)) && !RECORD_WORD.test(hit.text);
}

// Why: a field of a validation schema (`transcript: z.string().optional(),`) is the shape of a message, not a writer.
const SCHEMA_FIELD = /^\s*["']?\w+["']?\??\s*:\s*z\./;

// Why: the transcript of an audio message, a video's captions or a speech-to-text result is what was said, not a
// record of what was done.
const SPEECH = /audio|speech|voice|whisper|transcri(be|ption)|\b(stt|tts)\b|video|youtube|caption|subtitle/i;

/** Whether a hit's only record word is the transcript of speech. */
function speechTranscript(hit: Hit): boolean {
  return /transcript/i.test(hit.text) && (SPEECH.test(hit.path) || SPEECH.test(hit.text)) && !RECORD_WORD.test(hit.text.replace(/transcripts?/gi, ""));
}

// Why: a server-sent-events content type (`"text/event-stream"`, under any constant's name) streams responses, and a check of a file's
// extension (`name.endswith((".json", ".jsonl"))`) reads files of that kind; neither writes a record.
const NOT_A_RECORD = /text\/event-stream|endswith\(|endsWith\(|extname\(/;
const RECORD_TERMS = /audit|trajector|transcript|event_?log|EventStream|action_?log|\.jsonl|opentelemetry|\botel\b|span|langfuse|langsmith/i;

/** What a record of actions is not, for every detector that looks for one: messages, or a JSON Lines file of data. */
export const RECORD_FILTER: Pick<SearchDetectorSpec, "keep" | "dropNote"> = {
  // Why prose out: help text and printed messages ("Write transcript to a file") describe a record; a file name
  // string (`"audit.jsonl"`) stays, it is where one is written.
  keep: (hit) => !namesDataFile(hit) && !speechTranscript(hit) && !NOT_A_RECORD.test(hit.text) && !onlyInProse(hit.text, RECORD_TERMS) && !isSerializedField(hit.text) && !SCHEMA_FIELD.test(hit.text),
  dropNote: "the hits name a JSON Lines file of data (memory, a dataset, a cache) or the transcript of speech, stream server-sent events, check a file's extension, stand in help text and messages, or are a field of data an API returns or a schema declares, not a record of actions",
};

/**
 * A database table named for the tool calls it records (`CREATE TABLE tool_calls`, `db["tool_results"]`, an ORM's
 * `__tablename__` or `pgTable(…)`), as a ripgrep regex: every call kept with its arguments is a trail, whatever the
 * program calls it.
 */
export const TOOL_CALL_TABLE = String.raw`(?i)(create\s+table\s+(if\s+not\s+exists\s+)?["'\x60]?\w*|__tablename__\s*=\s*["']\w*|\b(db|database)\[["']\w*|\b(pg|sqlite|mysql)Table\(\s*["']\w*|\bTable\(\s*["']\w*)tool_?(calls?|results?|executions?|invocations?|call_?logs?)\b`;

/** Is there an audit trail of actions (audit log, trajectory, transcript or event log), beyond tracing? */
export const detector = searchDetector({
  id: "audit-trail",
  question: "Is there an audit trail of actions (audit log, trajectory, transcript or event log), beyond tracing?",
  inventory: "logging",
  ...RECORD_FILTER,
  pattern: String.raw`(?i)\baudit_?logs?\b|auditLog|AuditLog|\baudit_?(event|record|trail)s?\b|\btrajector(y|ies)\b|\btranscripts?\b|\bevent_?log\b|(?-i:EventStream)|\baction_?log\b|tool_?call_?log|\.jsonl\b|${TOOL_CALL_TABLE}`,
});
