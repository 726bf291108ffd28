import { BOOKKEEPING_FILE } from "../../globs.js";
import { searchDetector } from "../search-detector.js";

// Why the JVM and .NET clients too (Jsoup, Spring's RestTemplate/WebClient, java.net.http, OkHttp, HttpClient's
// GetStringAsync): a fetch tool there reads the page through one of them.
const WORDS = String.raw`requests\.(get|post)\(|httpx\.(get|post|AsyncClient|Client)|aiohttp\.ClientSession|axios|\bfetch\(|urllib\.request|http\.Get\(|reqwest::|\bplaywright\b|\bpuppeteer\b|\bselenium\b|web_?search|tavily|serpapi|duckduckgo|BeautifulSoup|imaplib|webhook|scrape|Jsoup\.(connect|parse)\(|RestTemplate|(WebClient|RestClient)\.(create|builder)\(|HttpClient\.new(HttpClient|Builder)\(|OkHttpClient|GetStringAsync\(`;
const VOCABULARY = new RegExp(WORDS, "i");
const URL = /\bhttps?:\/\/[^\s"'`)]*/g;
// Why: a class's `fetch(request) {` handler (a worker's or a durable object's) receives requests; it reads no page.
// (Its parameters may follow on the next lines: `async fetch(`.) Handing the inbound request on
// (`oauthProvider.fetch(request, env, ctx)`) reads nothing either.
const HANDLER_DEFINITION = /^\s*(async\s+)?fetch\s*\(([^)]*\)\s*(:\s*[^{=]+)?\{)?\s*$|\.fetch\(\s*(request|req)\s*[,)]/;

// Why: a fetch of a path on the program's own server (`fetch("/api/items")`) is its front end calling its back end.
const OWN_API_FETCH = /\bfetch\(\s*["'`]\/(?!\/)/g;

// Why: a database driver's `fetch` (`await conn.fetch(query)`, asyncpg's) reads the program's own rows.
const DB_FETCH = /\b(connection|conn|con|cursor|cur|db|pool|tx|txn|transaction)\.fetch\(|\.fetch\(\s*(query|sql|stmt|statement)\b|\.fetch\(\s*["'`]\s*(SELECT|WITH)\b/gi;

/** Whether the vocabulary matches once links and calls to the program's own API are taken out. */
function readsContent(text: string): boolean {
  return VOCABULARY.test(text.replace(URL, "").replace(OWN_API_FETCH, "").replace(DB_FETCH, "")) && !HANDLER_DEFINITION.test(text);
}

/** Does the agent read content its principal did not write (web pages, search results, HTTP fetches, email, webhooks)? */
export const detector = searchDetector({
  id: "untrusted-ingestion",
  question: "Does the agent read content its principal did not write (web pages, search results, HTTP fetches, email, webhooks)?",
  inventory: "ingestion",
  pattern: `(?i)${WORDS}`,
  keep: (hit) => readsContent(hit.text) && !BOOKKEEPING_FILE.test(hit.path),
  dropNote: "the hits name a library only inside a link, fetch a path on the program's own server or rows from its database, define a request handler, or lie in the program's telemetry, tracing, metrics or OAuth discovery code",
});
