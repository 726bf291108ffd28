import { searchDetector } from "../search-detector.js";

/** Does the agent read content its principal did not write (web pages, search results, HTTP fetches, email, webhooks)? */
export const detector = searchDetector({
  id: "untrusted-ingestion",
  question: "Does the agent read content its principal did not write (web pages, search results, HTTP fetches, email, webhooks)?",
  inventory: "ingestion",
  // Why the JVM and .NET clients too (Jsoup, Spring's RestTemplate/WebClient, java.net.http, OkHttp, HttpClient's
  // GetStringAsync): a fetch tool there reads the page through one of them.
  pattern: String.raw`(?i)requests\.(get|post)\(|httpx\.(get|post|AsyncClient|Client)|aiohttp\.ClientSession|axios|\bfetch\(|urllib\.request|http\.Get\(|reqwest::|\bplaywright\b|\bpuppeteer\b|\bselenium\b|web_?search|tavily|serpapi|duckduckgo|BeautifulSoup|imaplib|webhook|scrape|Jsoup\.(connect|parse)\(|RestTemplate|(WebClient|RestClient)\.(create|builder)\(|HttpClient\.new(HttpClient|Builder)\(|OkHttpClient|GetStringAsync\(`,
});
