import type { EvidenceItem } from "../../model/evidence.js";
import type { Detector, DetectorContext, Finding, InventoryItem, InventoryKind } from "../finding.js";
import { shippedCodeFiles } from "../files.js";
import { CODE_TYPE_FLAGS } from "../globs.js";
import { MAX_HIT_LINE, type Hit, type SearchResult, type SourceTree } from "../source.js";

/** A detector defined by one ripgrep search (the common case: presence of a vocabulary in shipped code). */
export interface SearchDetectorSpec {
  id: string;
  question: string;
  inventory: InventoryKind;
  /** Rust-regex pattern (ripgrep syntax). */
  pattern: string;
  flags?: string[];
  globs?: string[];
  /** Drops hits that match the vocabulary but not the question (unrelated words); comment lines are always dropped. */
  keep?: (hit: Hit, source: SourceTree) => boolean;
  /** Keeps comment lines too: for a search of prose, where a line starting with `*` or `#` is text, not a comment. */
  keepComments?: boolean;
  /** Why dropped hits don't count, for the negative evidence note. */
  dropNote?: string;
  /**
   * Drops every hit when they lie in at most two files, none of which speaks of tools, actions, a sandbox or a shell:
   * the program's own bookkeeping (a settings saver, a setup step), not something a model is offered.
   */
  onlyInToolCode?: boolean;
  /** Hits that are never a program's own chores, whatever file they lie in (with `onlyInToolCode`). */
  neverChore?: RegExp;
  /**
   * Keeps hits inside multi-line text literals (docstrings, prompts in triple-quoted or raw strings, template
   * literals). Every other search drops them: a call written in a docstring's example or a prompt is text, not
   * behaviour. Only for vocabularies that live in such text (a ReAct prompt's `Action:` format, markers that fence
   * untrusted content).
   */
  readsTextLiterals?: boolean;
  /**
   * Drops hits in front-end code (page components, front-end folders and packages): what they show a person, not what
   * the program's process does.
   */
  skipsPageComponents?: boolean;
  /** Hits to cite first, when the vocabulary also matches weaker places (a data key beside a tool's name). */
  prefer?: (hit: Hit) => boolean;
  /**
   * Moves a hit to the lines that show what it does (an import to the calls of what it imports) before `keep` reads
   * them; an empty list drops it.
   */
  relocate?: (hit: Hit, source: SourceTree) => Hit[];
  maxCitations?: number;
}

const MAX_CONTAINS = 80;
// (Go's `package otel` and Rust's `mod telemetry;` name a package the same way.)
const IMPORT_LINE = /^\s*(import\b|from\s+[\w.]+\s+import\b|(const|let|var)\s+[\w{}\s,]+=\s*require\(|use\s+[\w:]+|"[\w./-]+"\s*$|package\s+\w+\s*$|(pub\s+)?mod\s+\w+;)/;
// A line of names alone (`    ToolCall,` or `Content, Implementation, ServerInfo,` inside a multi-line import,
// `"ToolCall",` in `__all__`) re-exports the names; it shows nothing being done.
const BARE_NAME_LINE = /^\s*["']?[\w.]+["']?(,\s*["']?[\w.]+["']?)*,?\s*$/;
// A member declared with a type and no value (`maxTurns?: number;`, `public timeout: number | null;`, a dataclass's
// `max_steps: int`) says a setting exists, not what it is set to or where it is enforced. Why `;` or `?` for
// TypeScript: an object literal's `key: value` entries end with a comma and never mark a key optional; why built-in
// type names for Python: a YAML or dict line `key: value` holds a value.
const TYPED_MEMBER_LINE = new RegExp(
  String.raw`^\s*((export|declare|public|private|protected|readonly|static|abstract)\s+)*[\w$]+(\?\s*:\s*[^=]*|\s*:\s*(?![\d"'\x60\[{(-]|true\b|false\b|null\b)[^=;,]*;)\s*$` +
    String.raw`|^\s+[a-z_]\w*\s*:\s*(int|str|bool|float|Optional|List|Dict|Literal|Union|Callable|list|dict|set|tuple)\b[^=#]*$`,
);
// A member of a union of names (`| 'approvalHook'` in a `Pick<…>`), or a member cleared to nothing
// (`this.approvalHook = undefined;`, a teardown's reset): they name a setting without setting it.
const NAME_ONLY_LINE = /^\s*\|\s*["'\x60]\w+["'\x60]\s*$|^\s*(this|self)\.\w+\s*=\s*(undefined|null|None)\s*;?\s*$/;

// An enum member or constant whose string value spells its own name (`TOOL_CALLS = 'tool_calls',`, `WebSearch:
// "web_search"`): a label for something, which shows neither the thing nor a control over it.
const LABEL_CONSTANT = /^\s*(?:(?:export\s+)?(?:const|static|final|public|readonly)\s+)*([A-Za-z_]\w*)\s*[=:]\s*["'\x60]([^"'\x60]*)["'\x60]\s*[,;]?\s*$/;

function isLabelConstant(text: string): boolean {
  const m = LABEL_CONSTANT.exec(text);
  if (!m) return false;
  const plain = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
  const [name, value] = [plain(m[1]!), plain(m[2]!)];
  return name.length > 0 && value.length > 0 && (value.startsWith(name) || name.startsWith(value));
}

/** A `contains` quote: the trimmed line, or its first 80 characters (always a literal substring of the line). */
export function quoteOf(text: string): string {
  const t = text.trim();
  return t.length <= MAX_CONTAINS ? t : t.slice(0, MAX_CONTAINS).trimEnd();
}

/** Calls that write an operational log line (info level and above), as a ripgrep and JavaScript regex source. */
export const LOG_CALL = String.raw`\b(\w*[lL]ogger|log|logging|slog|LOGGER)\.(info|warn|warning|error|notice|Info|Warn|Error|Infof|Warnf|Errorf)\(|console\.(log|error|info|warn)\(|\blog\.(Printf|Println|Print)\(|\b(tracing::)?(info|warn|error)!\(|\.Log(Information|Warning|Error|Critical)\(|System\.(out|err)\.println\(`;

/**
 * What stands between a setting's name and its declared default, as a ripgrep regex: an optional type (`: bool`,
 * `: Literal["local"]`), `=` or `:`, and pydantic's `Field(` or a `default=` keyword (`use_x: bool = Field(False`).
 */
export const DECLARED_DEFAULT = String.raw`\s*(:\s*[\w\[\]|. "']+)?\s*[=:]\s*(Field\(\s*)?(default\s*=\s*)?`;

/**
 * True for lines that are only a comment in the languages the reviewer reads, or a doctest example (`>>> call()`, its
 * `... ` continuation), which shows use rather than doing anything.
 */
export function isCommentLine(text: string): boolean {
  return /^\s*(\/\/|#(?!\[)|\*|\/\*|--|"""|'''|>>>(\s|$)|\.\.\.\s)/.test(text);
}

/**
 * Which characters of a line lie inside a quoted string ('…', "…" or `…`), and where a trailing comment starts
 * (`//` or `#` outside any string; -1 when there is none).
 */
function scanLine(text: string): { inString: boolean[]; commentAt: number } {
  const inString: boolean[] = [];
  let quote: string | null = null;
  let commentAt = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    inString.push(quote !== null);
    if (quote === null) {
      if (c === '"' || c === "'" || c === "`") quote = c;
      // Why `#` only at the start or after a space, and not before `[`: `a#b` and Rust's `#[derive]` are not comments.
      else if (commentAt < 0 && ((c === "/" && text[i + 1] === "/") || (c === "#" && text[i + 1] !== "[" && (i === 0 || /\s/.test(text[i - 1]!))))) commentAt = i;
    } else if (c === "\\") {
      inString.push(true);
      i++;
    } else if (c === quote) {
      quote = null;
    }
  }
  return { inString, commentAt };
}

/** Where each match of `pattern` on the line starts and ends. */
function matchSpans(text: string, pattern: RegExp): Array<[number, number]> {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  return [...text.matchAll(global)].map((m) => [m.index, m.index + m[0].length - 1]);
}

/**
 * True when every match of `pattern` on the line ends inside a quoted string ('…', "…" or `…`): a scanner's rule
 * text or a message naming `eval()` describes the call rather than making it.
 */
export function onlyInStrings(text: string, pattern: RegExp): boolean {
  const { inString } = scanLine(text);
  const spans = matchSpans(text, pattern);
  return spans.length > 0 && spans.every(([, end]) => inString[end] === true);
}

/**
 * True when every match of `pattern` on the line lies inside a quoted string that holds words (a help text, a printed
 * message, a tool's description), not a bare name or a file name (`"audit.jsonl"`).
 */
export function onlyInProse(text: string, pattern: RegExp): boolean {
  const { inString } = scanLine(text);
  const spans = matchSpans(text, pattern);
  return (
    spans.length > 0 &&
    spans.every(([, end]) => {
      if (inString[end] !== true) return false;
      let start = end;
      while (start > 0 && inString[start - 1] === true) start--;
      let stop = end;
      while (stop + 1 < text.length && inString[stop + 1] === true) stop++;
      return /\s/.test(text.slice(start, stop));
    })
  );
}

/** True when every match of `pattern` on the line lies in its trailing comment (`path = x // TODO: keychain`). */
export function onlyInComment(text: string, pattern: RegExp): boolean {
  const { commentAt } = scanLine(text);
  const spans = matchSpans(text, pattern);
  return commentAt >= 0 && spans.length > 0 && spans.every(([begin]) => begin >= commentAt);
}

/** Calls that write a file (Python, JavaScript, Go and Rust spellings): a line that writes a file does not load it. */
export const WRITES_FILE = /open\([^)]*,\s*["'][wax]b?\+?["']|writeFile|WriteFile|write_text|json\.dump|fs\.write|atomicWrite|fs::write|write_all|\.write\(/;

/**
 * True for a Go struct field with a JSON, XML or protobuf tag (`AuditLogRetentionDays int64 \`json:"audit_log_retention_days"\``):
 * the shape of data some API sends or returns. A word in it names that data; it shows no control the program applies.
 */
export function isSerializedField(text: string): boolean {
  return /^\s*\w+\s+[\w.\[\]*]+\s+`(json|xml|protobuf|msgpack):"/.test(text);
}

/** True for lines that define a function, where a call-like word is declared rather than called. */
export function isDefinitionLine(text: string): boolean {
  return /^\s*(export\s+)?(pub\s+)?(async\s+)?(def|function|func|fn)\b|\b(def|function|func|fn)\s+\w+\s*\(/.test(text);
}

const TS_FILE = /\.(ts|tsx|mts|cts)$/;
// An optional field (`function_call?: {`), or a field with a bare type to the end of the line (`permissionMode: string;`).
// Brackets only as `[]`, so an object literal's last entry (`tools: [searchTool]`) is not read as a type.
const TYPE_FIELD = /^\s*(readonly\s+)?["']?\w+["']?(\?\s*:|\s*:\s*([\w|<>. '"]|\[\])+;?\s*$)/;

/** True for a TypeScript type's field declaration, which names an API's shape rather than using it. */
export function isTypeFieldDeclaration(hit: Hit): boolean {
  return TS_FILE.test(hit.path) && TYPE_FIELD.test(hit.text);
}

/** Up to `n` lines just above a hit, nearest last. */
export function linesAbove(hit: Hit, source: SourceTree, n: number): string[] {
  return (source.lines(hit.path) ?? []).slice(Math.max(0, hit.line - 1 - n), hit.line - 1);
}

/** Up to `n` lines just below a hit. */
export function linesBelow(hit: Hit, source: SourceTree, n: number): string[] {
  return (source.lines(hit.path) ?? []).slice(hit.line, hit.line + n);
}

/** The hit's line with up to `n` lines on either side. */
export function linesAround(hit: Hit, source: SourceTree, n: number): string[] {
  return (source.lines(hit.path) ?? []).slice(Math.max(0, hit.line - 1 - n), hit.line + n);
}

/** The line after a hit, trimmed: where a call broken after its `(` continues. Empty at the end of the file. */
export function lineAfter(hit: Hit, source: SourceTree): string {
  return source.lines(hit.path)?.[hit.line]?.trim() ?? "";
}

// A file people run directly (`python run_ui.py`, `python -m pkg`): its `__main__` block is how the program starts.
const ENTRY_SCRIPT = /(^|\/)(__main__|main|cli|app|server|serve|start|run\w*|manage|launch\w*)\.py$/;

/**
 * Whether a Python hit sits in the `if __name__ == "__main__":` block of a library module: a demo or self-test that runs
 * only when someone executes that module by hand, never when the program imports it.
 */
export function inLibraryMainBlock(hit: Hit, source: SourceTree): boolean {
  if (!hit.path.endsWith(".py") || ENTRY_SCRIPT.test(hit.path) || /^\S/.test(hit.text)) return false;
  const lines = source.lines(hit.path) ?? [];
  // Why the nearest unindented line: that is the top-level statement the hit's block belongs to.
  for (let i = hit.line - 2; i >= 0; i--) {
    const line = lines[i] ?? "";
    if (/^\S/.test(line) && !line.startsWith("#")) return /^if\s+__name__\s*==\s*["']__main__["']\s*:/.test(line);
  }
  return false;
}

/** Whether the hit's file names something, in its path or anywhere in its text. */
export function fileMentions(hit: Hit, source: SourceTree, words: RegExp): boolean {
  return words.test(hit.path) || words.test(source.read(hit.path) ?? "");
}

/**
 * Words of a file that speaks of tools, actions, a sandbox or a shell (in its path or its code): where a model would be
 * offered the capability. Why the words must start a word or a camelCase part: "reaction", "transaction" and
 * "interaction" are not actions.
 */
export const TOOL_WORDS = /(?<![A-Za-z])(tool|action|skill|sandbox|bash|shell)|Tool|Action|Skill|Sandbox|Bash|Shell|TOOL|ACTION|SKILL|SANDBOX|BASH|SHELL/;

/** Whether the file names something in its path or in a line of code (comments describe; code is what is offered). */
function codeMentions(path: string, source: SourceTree, words: RegExp): boolean {
  return words.test(path) || (source.lines(path) ?? []).some((line) => words.test(line) && !isCommentLine(line));
}

const FEW_FILES = 2;
// Why only in a program of some size: there one or two such files are a side chore; in a small one every file is its core.
const SIZEABLE_PROGRAM = 30;

/**
 * Whether the hits are a program's own bookkeeping: at most two files of a sizeable program, none of which speaks of
 * what a model is offered.
 */
function onlyOwnBookkeeping(hits: Hit[], source: SourceTree): boolean {
  const files = new Set(hits.map((h) => h.path));
  if (files.size > FEW_FILES || [...files].some((path) => codeMentions(path, source, TOOL_WORDS))) return false;
  return shippedCodeFiles(source).length >= SIZEABLE_PROGRAM;
}

/**
 * True for a line that only names something (an import, a bare name in a list, a member declared with a type and no
 * value or cleared to nothing, a label constant): `import { spawn } from "child_process"` shows a module is loaded;
 * the call shows what it does.
 */
export function isNamingLine(text: string): boolean {
  return IMPORT_LINE.test(text) || BARE_NAME_LINE.test(text) || TYPED_MEMBER_LINE.test(text) || NAME_ONLY_LINE.test(text) || isLabelConstant(text);
}

/**
 * Cites up to `max` hits, one per file first, so evidence spans the places that matter: preferred hits first, then
 * the others, front-end code after them (a page shows what the server does) and lines that only name something last.
 */
export function citeHits(all: Hit[], max = 3, prefer: (hit: Hit) => boolean = () => false, inFrontEnd: (hit: Hit) => boolean = () => false): EvidenceItem[] {
  const rank = (h: Hit) => (isNamingLine(h.text) ? 4 : 0) + (inFrontEnd(h) ? 2 : 0) + (prefer(h) ? 0 : 1);
  // Ranked once per hit (Array.prototype.sort is stable, so hits keep their order within a rank).
  const hits = all.map((h) => ({ h, r: rank(h) })).sort((a, b) => a.r - b.r).map((x) => x.h);
  const chosen: Hit[] = [];
  const seen = new Set<string>();
  for (const h of hits) if (chosen.length < max && !seen.has(h.path) && quoteOf(h.text)) (seen.add(h.path), chosen.push(h));
  for (const h of hits) if (chosen.length < max && !chosen.includes(h) && quoteOf(h.text)) chosen.push(h);
  return chosen.map((h) => ({ file: h.path, lines: String(h.line), contains: quoteOf(h.text) }));
}

/** Why a search's hits count for nothing when the source passed over every one of them. */
export const SOURCE_SKIPPED_NOTE = `the hits are generated lines (over ${MAX_HIT_LINE} characters) or test code inside a Rust file's #[cfg(test)] module`;

/** Evidence that something is absent: the exact search, its full count and why the hits don't count. */
export function negativeEvidence(result: SearchResult, note?: string): EvidenceItem {
  return { search: result.search, scope: result.scope, hits: result.count, ...(note ? { note } : {}) };
}

/** Builds a Finding from a search: found with citations when kept hits exist, else the search as negative evidence. */
export function findingFromSearch(spec: Pick<SearchDetectorSpec, "id" | "question" | "inventory" | "maxCitations" | "dropNote" | "prefer">, result: SearchResult, kept: Hit[], source: SourceTree): Finding {
  const items = kept.map((h) => ({ kind: spec.inventory, detector: spec.id, path: h.path, line: h.line, snippet: h.text.trim().slice(0, 200) }));
  if (kept.length > 0) {
    const evidence = citeHits(kept, spec.maxCitations, spec.prefer, (h) => source.inFrontEnd(h.path));
    return { detector: spec.id, question: spec.question, outcome: "found", evidence, items };
  }
  // Why a note of its own when no hit reached the detector: the source passed over them all (generated lines, Rust
  // test modules), and the detector's own reason for dropping hits would misstate why.
  const note = result.count === 0 ? undefined : result.hits.length === 0 ? SOURCE_SKIPPED_NOTE : (spec.dropNote ?? "the hits are comments or unrelated uses of the words");
  return { detector: spec.id, question: spec.question, outcome: "not-found", evidence: [negativeEvidence(result, note)], items: [] };
}

/** Each hit moved by `move`, once per line, in the search's order of files and lines. */
function relocated(hits: Hit[], move: (hit: Hit) => Hit[]): Hit[] {
  const seen = new Map<string, Hit>();
  for (const h of hits.flatMap(move)) seen.set(`${h.path}\0${h.line}`, h);
  return [...seen.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}

/** Creates a detector from a search spec. */
export function searchDetector(spec: SearchDetectorSpec): Detector {
  return {
    id: spec.id,
    question: spec.question,
    inventory: spec.inventory,
    async run(ctx: DetectorContext): Promise<Finding> {
      // Why types, not extension globs: the recorded command stays short enough to read in a report.
      const flags = [...(spec.flags ?? ["-S"]), ...(spec.globs ? [] : CODE_TYPE_FLAGS)];
      const result = await ctx.source.search({ pattern: spec.pattern, flags, globs: spec.globs ?? ctx.source.shipping.globs });
      const hits = spec.relocate ? relocated(result.hits, (h) => spec.relocate!(h, ctx.source)) : result.hits;
      // Why comments out here, for every detector: a comment describes code, it offers nothing to a model.
      const kept = hits.filter(
        (h) => (spec.keepComments || !isCommentLine(h.text)) && (spec.keep?.(h, ctx.source) ?? true) && (spec.readsTextLiterals || !ctx.source.inTextLiteral(h)) && !(spec.skipsPageComponents && ctx.source.inFrontEnd(h.path)),
      );
      const chores = spec.onlyInToolCode && !kept.some((h) => spec.neverChore?.test(h.text)) && onlyOwnBookkeeping(kept, ctx.source);
      return findingFromSearch(spec, result, chores ? [] : kept, ctx.source);
    },
  };
}

/**
 * A search detector whose finding a second look at the tree may narrow: `narrow` reads the wide finding and returns
 * which hits to drop and why (or null to keep it), and the search is judged again without them. The source caches the
 * search, so the second pass reads nothing new.
 */
export function narrowedSearchDetector(
  spec: SearchDetectorSpec,
  narrow: (finding: Finding, ctx: DetectorContext) => Promise<{ drop: (hit: Hit) => boolean; dropNote: string } | null>,
): Detector {
  const wide = searchDetector(spec);
  return {
    id: spec.id,
    question: spec.question,
    inventory: spec.inventory,
    async run(ctx) {
      const finding = await wide.run(ctx);
      const narrower = await narrow(finding, ctx);
      if (!narrower) return finding;
      const keep = (hit: Hit, source: SourceTree) => (spec.keep?.(hit, source) ?? true) && !narrower.drop(hit);
      return searchDetector({ ...spec, keep, dropNote: narrower.dropNote }).run(ctx);
    },
  };
}

/** A "found" finding from inventory items, citing up to three of them (each quote taken from its own line). */
export function foundFinding(detector: Pick<Detector, "id" | "question">, items: InventoryItem[], quote: (item: InventoryItem) => string = (i) => i.snippet): Finding {
  return {
    detector: detector.id,
    question: detector.question,
    outcome: "found",
    items,
    evidence: items.slice(0, 3).map((i) => ({ file: i.path, lines: String(i.line), contains: quoteOf(quote(i)) })),
  };
}

/** A "not-found" (or "not-applicable") finding whose evidence is the exact search that shows the absence. */
export function absentFinding(detector: Pick<Detector, "id" | "question">, result: SearchResult, options: { applicable?: boolean; note?: string } = {}): Finding {
  const note = result.count > 0 ? options.note : undefined;
  return {
    detector: detector.id,
    question: detector.question,
    outcome: options.applicable === false ? "not-applicable" : "not-found",
    items: [],
    evidence: [negativeEvidence(result, note)],
  };
}
