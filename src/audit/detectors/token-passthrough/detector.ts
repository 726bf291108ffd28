import type { Hit, SourceTree } from "../../source.js";
import { searchDetector } from "../search-detector.js";

// Why the same file: a server that forwards the caller's token reads it from the request and puts it on its own
// outgoing call in one handler; a server that only checks who is calling reads the header and sends nothing on.
const OUTGOING_CREDENTIAL = /authorization["']?\s*[:=]\s*[`'"]?(bearer|token)|["']authorization["']\s*:\s*[a-z_]|x-api-key["']?\s*:\s*[a-z_]|\bapi_?key\s*[:=]\s*(token|api_?key|key)\b/i;

// Why: a header handed to a check (`validateAuthToken(req.headers.authorization, …)`) authenticates the caller, and a
// development server stands in for the real one.
const CALLER_CHECK = /valid|verif|authenticat|\bcheck/i;
const DEV_SERVER_FILE = /(^|\/)[^/]*dev[-_]?server[^/]*$/i;

/** Whether the file that reads the caller's credential also sets a credential on a request of its own. */
function forwardsIt(hit: Hit, source: SourceTree): boolean {
  if (CALLER_CHECK.test(hit.text) || DEV_SERVER_FILE.test(hit.path)) return false;
  return (source.lines(hit.path) ?? []).some((line) => OUTGOING_CREDENTIAL.test(line));
}

/** Does the server take the caller's token from the incoming request and send it on to another API (token passthrough)? */
export const detector = searchDetector({
  id: "token-passthrough",
  question: "Does the server take the caller's token from the incoming request and send it on to another API?",
  inventory: "credential",
  keep: forwardsIt,
  dropNote: "the lines hand the caller's header to a check, sit in a development server, or are in files that set no credential on a request of their own: the header authenticates the caller and goes no further",
  pattern: String.raw`(?i)\b(req|request|ctx|c|context)\.headers?(\.get\(\s*|\[\s*|\.)["']?(authorization|x-api-key|x-[a-z-]+-api-key|api-key)\b|getHeader\(\s*["'](authorization|x-api-key)["']`,
});
