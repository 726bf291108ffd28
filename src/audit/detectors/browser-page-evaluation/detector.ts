import { searchDetector } from "../search-detector.js";

/** Does script the agent chooses run inside a browser page (Playwright/Puppeteer evaluate, CDP, WebDriver)? */
export const detector = searchDetector({
  id: "browser-page-evaluation",
  question: "Does script the agent chooses run inside a browser page (page.evaluate, CDP Runtime.evaluate, WebDriver executeScript)?",
  inventory: "interpretation",
  codeOnly: true,
  // Why a detector of its own: such script runs in the page's renderer, behind the browser's sandbox, not on the host
  // like eval or a shell; experts rate that as container-like isolation (C4).
  pattern: String.raw`\bpage\.evaluate(Handle)?\(|\bRuntime\.evaluate\b|\bexecute(_script|Script)\(|\bevaluate_script\b|evaluateOnNewDocument\(|chrome\.scripting\.executeScript\(`,
});
