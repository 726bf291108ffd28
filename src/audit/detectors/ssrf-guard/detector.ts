import { searchDetector } from "../search-detector.js";

// Why: a program asking the cloud metadata service for its own address (`requests.get("http://169.254.169.254/…")`)
// calls that address; a guard names it in order to refuse it. A CORS origin list decides which pages may call the
// program, not where its tools may connect.
const REQUESTS_METADATA = /https?:\/\/169\.254\.169\.254/;
const CORS = /cors/i;

/** Do network tools block internal addresses or restrict hosts? */
export const detector = searchDetector({
  id: "ssrf-guard",
  question: "Do network tools block internal addresses or restrict hosts?",
  inventory: "scoping",
  codeOnly: true,
  keep: (hit) => !REQUESTS_METADATA.test(hit.text) && !CORS.test(hit.text),
  dropNote: "the hits request the metadata service, configure CORS origins, or are comments",
  pattern: String.raw`(?i)169\.254\.169\.254|is_private|isPrivate|is_loopback|IsLoopback|is(SiteLocal|LinkLocal|AnyLocal)Address|IsPrivate|private_?ip|ssrf|blocked_?(hosts|ips|domains)|allowed_?(hosts|domains|urls)|deny_?list_?(hosts|ips)`,
});
