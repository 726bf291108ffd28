import type { Hit } from "../../source.js";
import { searchDetector } from "../search-detector.js";

const SETTING = /trust_remote_code\s*=\s*True|trustRemoteCode:\s*true/;

/**
 * Whether the setting is named inside text rather than passed: a doctest line, or a string (a message telling the user
 * to pass it is the consent step itself, not a bypass of it).
 */
function isMentionInText(hit: Hit): boolean {
  const line = hit.text.trim();
  if (/^(>>>|\.\.\.)\s/.test(line)) return true;
  const before = line.slice(0, SETTING.exec(line)?.index ?? 0);
  // Why count quotes: an odd number of one quote kind before the match means it sits inside that string.
  return ["\"", "'", "`"].some((q) => before.split(q).length % 2 === 0);
}

/** Does shipped code load models with trust_remote_code enabled, running the model repository's own code? */
export const detector = searchDetector({
  id: "trust-remote-code",
  question: "Does shipped code load models with trust_remote_code enabled, running the model repository's own code?",
  inventory: "extension",
  keep: (hit) => !isMentionInText(hit),
  dropNote: "the hits name the setting in a message, a docstring example or a comment",
  pattern: SETTING.source,
});
