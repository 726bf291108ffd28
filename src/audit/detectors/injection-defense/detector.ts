import { searchDetector } from "../search-detector.js";

/** Does the code mark, detect or contain untrusted content (provenance, taint, spotlighting, injection classifiers, guardrails)? */
export const detector = searchDetector({
  id: "injection-defense",
  question: "Does the code mark, detect or contain untrusted content (provenance, taint, spotlighting, injection classifiers, guardrails)?",
  inventory: "ingestion",
  // Why: macOS Spotlight (`mdfind`, `.Spotlight-V100`), a UI tour's `spotlightPadding` and Gatekeeper's
  // `com.apple.quarantine` attribute share the technique's words.
  // So does "spotlight" anywhere in front-end code (`spotlightNode(id)`): there it is what a page highlights.
  keep: (hit, source) =>
    !/\.?Spotlight-V100|\(Spotlight\)|mdfind|spotlight(Padding|Radius|Color|Clicks)|com\.apple\.quarantine/i.test(hit.text) &&
    !(/spotlight/i.test(hit.text) && source.inFrontEnd(hit.path)),
  dropNote: "the hits are docstrings, comments, the desktop's file search or quarantine attribute, or a UI tour's spotlight",
  pattern: String.raw`(?i)untrusted_?(content|input|data|text|source)|<untrusted|prompt.?injection|jailbreak|PromptGuard|LlamaGuard|\blakera\b|\brebuff\b|\bguardrails?\b|\bprovenance\b|spotlight|datamark|quarantin`,
});
