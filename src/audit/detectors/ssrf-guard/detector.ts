import type { Hit, SourceTree } from "../../source.js";
import { linesAbove, searchDetector } from "../search-detector.js";

// Why: a program asking the cloud metadata service for its own address (`requests.get("http://169.254.169.254/…")`)
// calls that address; a guard names it in order to refuse it. A CORS origin list decides which pages may call the
// program, not where its tools may connect.
const REQUESTS_METADATA = /https?:\/\/169\.254\.169\.254/;
const CORS = /cors/i;
// Why: a check of the address a request came from (`is_private(request.client.host)`, "LAN only" access to a web UI)
// guards who may call the program, the opposite direction from a tool's outbound request; and a UI component's list
// (the domains allowed to embed a chat widget) runs in the browser, not where tools connect.
const INBOUND_ADDRESS = /request\.client|websocket\.client|remote_?addr|client_?(ip|host|address)|req\.ip\b|x-forwarded-for/i;
// Why: a web framework's host allowlist (Django's `ALLOWED_HOSTS`, a trusted-host middleware's `allowed_hosts=`) checks
// the Host header of requests the program receives; an OAuth redirect URI's loopback check decides where a sign-in may
// return. Neither limits where a tool connects.
const INBOUND_HOST = /(?<![\w.])ALLOWED_HOSTS\b|TrustedHost|[Rr]edirect_?[Uu]r[il]|REDIRECT_UR[IL]/;
const LOOK_BACK = 2;

/** Whether the hit, or the call it continues (`app.add_middleware(TrustedHostMiddleware,` above), guards inbound requests. */
function guardsInbound(hit: Hit, source: SourceTree): boolean {
  const before = linesAbove(hit, source, LOOK_BACK).join("\n");
  return INBOUND_HOST.test(`${hit.path}\n${before}\n${hit.text}`);
}
// Why: a flag named `is_private` typed or set as a boolean describes a thing (a private channel, a private repository),
// it checks no address.
// So is one copied from another record's field (`isPrivate: ch.is_private ?? ch.isPrivate`, a chat channel's).
const PRIVACY_FLAG = /is_?private\s*(:\s*(Optional\[)?bool|[:=]\s*(True|False|true|false)\b|[:=]\s*[\w.]+\.(is_?private|isPrivate)\b)/i;
// Why: a list of the e-mail domains whose people may sign up (`allowedEmailDomains`) decides who joins, not where a
// tool connects.
const EMAIL_DOMAINS = /e-?mail|sign_?up|member/i;

const ADDRESS_CHECK = /169\.254\.169\.254|\.(is_private|is_loopback|is_link_local|is_reserved|isPrivate|IsPrivate|IsLoopback)\b|is(SiteLocal|LinkLocal|AnyLocal)Address/;

/** Do network tools block internal addresses or restrict hosts? */
export const detector = searchDetector({
  id: "ssrf-guard",
  question: "Do network tools block internal addresses or restrict hosts?",
  inventory: "scoping",
  skipsPageComponents: true,
  keep: (hit, source) => !REQUESTS_METADATA.test(hit.text) && !CORS.test(hit.text) && !INBOUND_ADDRESS.test(hit.text) && !guardsInbound(hit, source) && !PRIVACY_FLAG.test(hit.text) && !(/allowed_?domains/i.test(hit.text) && EMAIL_DOMAINS.test(hit.text)),
  dropNote: "the hits request the metadata service, configure CORS origins, check the address or Host header of requests the program receives or a sign-in's redirect address, are a boolean privacy flag, list the e-mail domains allowed to sign up, lie in UI components, or are comments",
  // Why cite address checks first: `ip.is_private` or a metadata address is the check itself; a name
  // (`except SSRFError:`, a message about the guard) only shows that one exists somewhere.
  prefer: (hit) => ADDRESS_CHECK.test(hit.text),
  pattern: String.raw`(?i)169\.254\.169\.254|is_private|isPrivate|is_loopback|IsLoopback|is(SiteLocal|LinkLocal|AnyLocal)Address|IsPrivate|private_?ip|ssrf|blocked_?(hosts|ips|domains)|allowed_?(hosts|domains|urls)|deny_?list_?(hosts|ips)`,
});
