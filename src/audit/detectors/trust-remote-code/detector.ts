import { searchDetector } from "../search-detector.js";

/** Does shipped code load models with trust_remote_code enabled, running the model repository's own code? */
export const detector = searchDetector({
  id: "trust-remote-code",
  question: "Does shipped code load models with trust_remote_code enabled, running the model repository's own code?",
  inventory: "extension",
  pattern: String.raw`trust_remote_code\s*=\s*True|trustRemoteCode:\s*true`,
});
