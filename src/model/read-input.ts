import { extname } from "node:path";
import { parse as parseYaml, YAMLParseError } from "yaml";
import { entryToScorecard, looksLikeEntry } from "../import/entry.js";
import { importReport } from "../import/report.js";
import type { StatedNumbers } from "../import/stated.js";
import type { Rubric } from "../rubric/load.js";
import { InputError, RuleError } from "../util/errors.js";
import { readTextFile } from "../util/read-text.js";
import type { Scorecard } from "./scorecard.js";
import { validateScorecard } from "./validate.js";

/** A scorecard ready to score, from an authored file or an imported report. */
export interface LoadedInput {
  kind: "scorecard" | "report" | "entry";
  card: Scorecard;
  stated: StatedNumbers | null;
  warnings: string[];
}

/** Length of the longest prefix that is still the start of some JSON text (Node's errors do not always give a position). */
function validJsonPrefixLength(text: string): number {
  const isPrefix = (n: number) => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (e) {
      const msg = (e as Error).message;
      const pos = /position (\d+)/.exec(msg);
      return /Unexpected end|Unterminated/.test(msg) || (pos !== null && Number(pos[1]) >= n);
    }
  };
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (isPrefix(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    const at = m ? Number(m[1]) : validJsonPrefixLength(text);
    const line = text.slice(0, at).split("\n").length;
    throw new InputError(`${file}:${line}: invalid JSON (${(e as Error).message.split("\n")[0]})`);
  }
}

function parseYamlText(text: string, file: string): unknown {
  try {
    return parseYaml(text, { maxAliasCount: 100 });
  } catch (e) {
    const line = e instanceof YAMLParseError && e.linePos ? e.linePos[0].line : 1;
    throw new InputError(`${file}:${line}: invalid YAML (${(e as Error).message.split("\n")[0]})`);
  }
}

/** True when a file should be read as a Markdown report rather than a JSON/YAML scorecard. */
export function looksLikeReport(file: string, text: string): boolean {
  const ext = extname(file).toLowerCase();
  if (ext === ".md" || ext === ".markdown" || ext === ".txt") return true;
  if (ext === ".json" || ext === ".yaml" || ext === ".yml") return false;
  return text.trimStart().startsWith("# ");
}

/** Parses a scorecard object from JSON or YAML text and validates it with the method's rules. */
export function scorecardFromText(text: string, file: string, rubric: Rubric): LoadedInput {
  const ext = extname(file).toLowerCase();
  const data = ext === ".json" || (ext !== ".yaml" && ext !== ".yml" && text.trimStart().startsWith("{")) ? parseJson(text, file) : parseYamlText(text, file);
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new InputError(`${file}: not a scorecard (expected a JSON/YAML object)`);
  // Why: an entry.json (what the method's calculator publishes) is read back into the scorecard it came from.
  const entry = looksLikeEntry(data);
  let card: unknown = data;
  if (entry) {
    try {
      card = entryToScorecard(data as Record<string, unknown>, rubric);
    } catch (e) {
      throw new InputError(`${file}: looks like an entry record but cannot be read back (${(e as Error).message.split("\n")[0]})`);
    }
  }
  // Why: report_style is set only by the importer, and an entry shows only each configuration's binding cap,
  // so neither can carry everything an authored scorecard must.
  const mode = entry || "report_style" in data ? "imported" : "authored";
  const v = validateScorecard(card, rubric, mode);
  if (!v.card) throw new RuleError(`${file}: ${v.errors[0]}${v.errors.length > 1 ? ` (and ${v.errors.length - 1} more)` : ""}`, v.errors.map((e) => `${file}: ${e}`));
  return { kind: entry ? "entry" : "scorecard", card: v.card, stated: null, warnings: v.warnings };
}

/** Loads a scorecard (.json/.yaml) or a Markdown report (.md) from disk. Throws InputError or RuleError. */
export function loadInput(file: string, rubric: Rubric): LoadedInput {
  const text = readTextFile(file);
  if (!looksLikeReport(file, text)) return scorecardFromText(text, file, rubric);
  const imported = importReport(text, file, rubric);
  const v = validateScorecard(imported.card, rubric, "imported");
  if (!v.card) throw new RuleError(`${file}: ${v.errors[0]}`, v.errors.map((e) => `${file}: ${e}`));
  return { kind: "report", card: v.card, stated: imported.stated, warnings: [...imported.warnings, ...v.warnings] };
}
