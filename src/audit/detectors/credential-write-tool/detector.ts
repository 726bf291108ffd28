import { TOOL_DEFINITION_FILE } from "../../globs.js";
import { searchDetector } from "../search-detector.js";

const VERB = String.raw`(add|set|update|put|patch|upsert|rotate)`;
const NOUN = String.raw`(secret|key|credential|connection)s?`;

/**
 * Does the model have a tool that adds, sets or patches a secret, key, credential or connection? The credentials it
 * acts with are then its own to change (C1's self-escalation).
 */
export const detector = searchDetector({
  id: "credential-write-tool",
  question: "Does the model have a tool that adds, sets or patches a secret, key, credential or connection?",
  inventory: "credential",
  pattern:
    "(?i)" +
    [
      // A tool's name, the noun possibly qualified after it: `"update_credential"`, `"set_secret_value"`.
      String.raw`["'\x60]${VERB}_?(\w*_)?${NOUN}(_\w+)?["'\x60]`,
      // Why snake case only for a function: tool functions are named so in Python and Rust, while a camel-case
      // `rotateSecret(` is mostly an integration's client for a secrets service, not the agent's own credentials.
      String.raw`\b(def|fn|func|function)\s+(?-i:${VERB}_(\w*_)?${NOUN}(_\w+)?)\s*\(`,
      // An API map a tool may call, with a writing method on a connection/credential/secret route.
      String.raw`["'\x60]/[\w/{}-]*(connection|credential|secret)s?[\w/{}-]*["'\x60]\s*:\s*\[[^\]]*["'\x60](patch|put|post|delete)["'\x60]`,
    ].join("|"),
  // Why only in tool places: the same names in a settings screen or a client library are the product's or the user's
  // own chores, not something offered to a model.
  keep: (hit) => TOOL_DEFINITION_FILE.test(hit.path),
  dropNote: "the hits are comments or lie outside the folders and files where tools are defined",
});
