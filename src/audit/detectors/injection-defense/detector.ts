import { searchDetector } from "../search-detector.js";

/** Does the code mark, detect or contain untrusted content (provenance, taint, spotlighting, injection classifiers, guardrails)? */
export const detector = searchDetector({
  id: "injection-defense",
  question: "Does the code mark, detect or contain untrusted content (provenance, taint, spotlighting, injection classifiers, guardrails)?",
  inventory: "ingestion",
  pattern: String.raw`(?i)untrusted|taint|provenance|quarantin|spotlight|datamark|prompt.?injection|jailbreak|PromptGuard|LlamaGuard|lakera|rebuff|guardrail`,
});
