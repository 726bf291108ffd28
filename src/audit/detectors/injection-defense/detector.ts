import { searchDetector } from "../search-detector.js";

/** Does the code mark, detect or contain untrusted content (provenance, taint, spotlighting, injection classifiers, guardrails)? */
export const detector = searchDetector({
  id: "injection-defense",
  question: "Does the code mark, detect or contain untrusted content (provenance, taint, spotlighting, injection classifiers, guardrails)?",
  inventory: "ingestion",
  pattern: String.raw`(?i)untrusted_?(content|input|data|text|source)|<untrusted|prompt.?injection|jailbreak|PromptGuard|LlamaGuard|\blakera\b|\brebuff\b|\bguardrails?\b|\bprovenance\b|spotlight|datamark|quarantin`,
});
