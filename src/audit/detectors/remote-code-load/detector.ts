import type { Hit, SourceTree } from "../../source.js";
import { linesAbove, onlyInStrings, searchDetector } from "../search-detector.js";

// Why: a safe load (weights_only=True), a test's expectation and help or placeholder text name the same calls without
// running anything.
// (`e.g.` outside the word boundaries: a boundary after its final dot needs a letter next, so it never matched.)
const NOT_A_LOAD = /weights_only\s*=\s*True|\b(assert\w*|expect)\b|\b(placeholder|example|usage|title)\b|\be\.g\.|\b(help|description)\s*=/i;
// Why: a deserializing call that stands only inside a string is code being written out (a script the program
// generates for its own sandbox) or a message, not a load this program makes.
// (The same for `trust_remote_code=True` inside a message telling the user to pass it: asking for consent.)
const LOAD_CALL = /(pickle|torch|joblib|dill)\.loads?\(|trust_remote_code\s*=\s*True/;
// Why: a load that a consent check guards (`if not allow_pickle: raise …` just above) runs only after the user opted in.
const CONSENT_GUARD = /^\s*if\s+not\s+[\w.]*(allow|trust|unsafe|dangerous)\w*\s*:/i;
const GUARD_LOOK_BACK = 6;

/** Whether a consent flag's `if not …: raise` sits in the lines just above the hit. */
function guardedByConsent(hit: Hit, source: SourceTree): boolean {
  const above = linesAbove(hit, source, GUARD_LOOK_BACK);
  const guard = above.findIndex((line) => CONSENT_GUARD.test(line));
  return guard >= 0 && above.slice(guard + 1).some((line) => /^\s*raise\b/.test(line));
}

// Why: a serializer module (`checkpoint/serde/…`, `serializers.py`) reads back the program's own saved state; whether
// that state can be poisoned is memory integrity (C6), not third-party code the agent loads.
const OWN_STATE_SERIALIZER = /(^|\/)(serde|serializers?|serialization)(\/|\.|_)/i;

/** Does the agent execute remote code or deserialize untrusted model files (trust_remote_code, pickle, torch.load, npx -y)? */
export const detector = searchDetector({
  id: "remote-code-load",
  question: "Does the agent execute remote code or deserialize untrusted model files (trust_remote_code, pickle, torch.load, npx -y)?",
  inventory: "extension",
  keep: (hit, source) => !OWN_STATE_SERIALIZER.test(hit.path) && !NOT_A_LOAD.test(hit.text) && !onlyInStrings(hit.text, LOAD_CALL) && !guardedByConsent(hit, source),
  dropNote: "the hits are safe loads, test expectations, comments, help text, calls written inside strings, loads a consent flag guards or a serializer reading back the program's own state",
  pattern: String.raw`trust_remote_code\s*=\s*True|pickle\.loads?\(|torch\.load\(|joblib\.load\(|cloudpickle\.loads?\(|dill\.loads?\(|weights_only\s*=\s*False|allow_dangerous_deserialization\s*=\s*True|npx['\"]?,?\s*['\"]?-y\b|npx -y `,
});
