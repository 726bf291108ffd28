import { searchDetector } from "../search-detector.js";

/** Does the agent execute remote code or deserialize untrusted model files (trust_remote_code, pickle, torch.load, npx -y)? */
export const detector = searchDetector({
  id: "remote-code-load",
  question: "Does the agent execute remote code or deserialize untrusted model files (trust_remote_code, pickle, torch.load, npx -y)?",
  inventory: "extension",
  pattern: String.raw`trust_remote_code\s*=\s*True|pickle\.loads?\(|torch\.load\(|joblib\.load\(|cloudpickle\.loads?\(|dill\.loads?\(|weights_only\s*=\s*False|npx['\"]?,?\s*['\"]?-y\b|npx -y `,
});
