import { PAGE_COMPONENT_FILE } from "../../globs.js";
import { searchDetector } from "../search-detector.js";

// Why: a program asking the cloud metadata service for its own address (`requests.get("http://169.254.169.254/…")`)
// calls that address; a guard names it in order to refuse it. A CORS origin list decides which pages may call the
// program, not where its tools may connect.
const REQUESTS_METADATA = /https?:\/\/169\.254\.169\.254/;
const CORS = /cors/i;
// Why: a check of the address a request came from (`is_private(request.client.host)`, "LAN only" access to a web UI)
// guards who may call the program, the opposite direction from a tool's outbound request; and a UI component's list
// (the domains allowed to embed a chat widget) runs in the browser, not where tools connect.
const INBOUND_ADDRESS = /request\.client|websocket\.client|remote_?addr|client_?(ip|host|address)|req\.ip\b|x-forwarded-for/i;

/** Do network tools block internal addresses or restrict hosts? */
export const detector = searchDetector({
  id: "ssrf-guard",
  question: "Do network tools block internal addresses or restrict hosts?",
  inventory: "scoping",
  codeOnly: true,
  keep: (hit) => !REQUESTS_METADATA.test(hit.text) && !CORS.test(hit.text) && !INBOUND_ADDRESS.test(hit.text) && !PAGE_COMPONENT_FILE.test(hit.path),
  dropNote: "the hits request the metadata service, configure CORS origins, check the address a request came from, lie in UI components, or are comments",
  pattern: String.raw`(?i)169\.254\.169\.254|is_private|isPrivate|is_loopback|IsLoopback|is(SiteLocal|LinkLocal|AnyLocal)Address|IsPrivate|private_?ip|ssrf|blocked_?(hosts|ips|domains)|allowed_?(hosts|domains|urls)|deny_?list_?(hosts|ips)`,
});
