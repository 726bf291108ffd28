import { onlyInComment, searchDetector } from "../search-detector.js";

const STORE_WORDS = String.raw`keyring|keychain|libsecret|hvac\.|vault_?client|secretsmanager|SecretManager|secret_?manager|kms\.|\bsops\b|encrypt_?(secret|credential|token|api_?key)|Fernet\(|createCipheriv`;

const STORE_WORD = new RegExp(STORE_WORDS, "i");

/** Are credentials kept in a keychain, secret manager or encrypted at rest? */
export const detector = searchDetector({
  id: "secret-store",
  question: "Are credentials kept in a keychain, secret manager or encrypted at rest?",
  inventory: "secrets",
  // Why: a trailing comment wishing for a keychain (`CONFIG_PATH = "~/.agent/config.json" // TODO: keychain`) keeps
  // nothing in one.
  keep: (hit) => !onlyInComment(hit.text, STORE_WORD),
  dropNote: "the words stand only in comments",
  pattern: `(?i)${STORE_WORDS}`,
});
