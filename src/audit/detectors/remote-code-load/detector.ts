import { onlyInStrings, searchDetector } from "../search-detector.js";

// Why: a safe load (weights_only=True), a test's expectation and help or placeholder text name the same calls without
// running anything.
// (`e.g.` outside the word boundaries: a boundary after its final dot needs a letter next, so it never matched.)
const NOT_A_LOAD = /weights_only\s*=\s*True|\b(assert\w*|expect)\b|\b(placeholder|example|usage|title)\b|\be\.g\.|\b(help|description)\s*=/i;
// Why: a deserializing call that stands only inside a string is code being written out (a script the program
// generates for its own sandbox) or a message, not a load this program makes.
const LOAD_CALL = /(pickle|torch|joblib|dill)\.loads?\(/;

/** Does the agent execute remote code or deserialize untrusted model files (trust_remote_code, pickle, torch.load, npx -y)? */
export const detector = searchDetector({
  id: "remote-code-load",
  question: "Does the agent execute remote code or deserialize untrusted model files (trust_remote_code, pickle, torch.load, npx -y)?",
  inventory: "extension",
  codeOnly: true,
  keep: (hit) => !NOT_A_LOAD.test(hit.text) && !onlyInStrings(hit.text, LOAD_CALL),
  dropNote: "the hits are safe loads, test expectations, comments, help text or calls written inside strings",
  pattern: String.raw`trust_remote_code\s*=\s*True|pickle\.loads?\(|torch\.load\(|joblib\.load\(|cloudpickle\.loads?\(|dill\.loads?\(|weights_only\s*=\s*False|npx['\"]?,?\s*['\"]?-y\b|npx -y `,
});
