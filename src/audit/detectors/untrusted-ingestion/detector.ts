import { searchDetector } from "../search-detector.js";

/** Does the agent read content its principal did not write (web pages, search results, HTTP fetches, email, webhooks)? */
export const detector = searchDetector({
  id: "untrusted-ingestion",
  question: "Does the agent read content its principal did not write (web pages, search results, HTTP fetches, email, webhooks)?",
  inventory: "ingestion",
  pattern: String.raw`(?i)requests\.(get|post)\(|httpx\.(get|post|AsyncClient|Client)|aiohttp\.ClientSession|axios|\bfetch\(|urllib\.request|http\.Get\(|reqwest::|playwright|puppeteer|selenium|web_?search|tavily|serpapi|duckduckgo|BeautifulSoup|imaplib|webhook|scrape`,
});
