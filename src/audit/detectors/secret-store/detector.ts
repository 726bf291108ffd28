import { onlyInComment, onlyInStrings, searchDetector } from "../search-detector.js";

const STORE_WORDS = String.raw`keyring|keychain|libsecret|hvac\.|vault_?client|secretsmanager|SecretManager|secret_?manager|kms\.|\bsops\b|encrypt_?(secret|credential|token|api_?key)|Fernet\(|createCipheriv`;

const STORE_WORD = new RegExp(STORE_WORDS, "i");
// Why a module's or a client's name stays although quoted: `import keytar from "keychain-access"` and
// `boto3.client("secretsmanager")` open the store.
const OPENS_STORE = /^\s*import\b|\brequire\(|client\(\s*["']/;

/** Are credentials kept in a keychain, secret manager or encrypted at rest? */
export const detector = searchDetector({
  id: "secret-store",
  question: "Are credentials kept in a keychain, secret manager or encrypted at rest?",
  inventory: "secrets",
  // Why: a trailing comment wishing for a keychain (`CONFIG_PATH = "~/.agent/config.json" // TODO: keychain`) keeps
  // nothing in one, nor do the words inside text: a browser flag (`"--use-mock-keychain"`), a package manager's
  // option, an apt key path or an allowed-command table's key.
  keep: (hit) => !onlyInComment(hit.text, STORE_WORD) && (OPENS_STORE.test(hit.text) || !onlyInStrings(hit.text, STORE_WORD)),
  dropNote: "the words stand only in comments, docstrings or string literals",
  // Why `sops` in lower case only: "SOPs" are standard operating procedures.
  pattern: `(?i)${STORE_WORDS.replace(String.raw`\bsops\b`, String.raw`(?-i:\bsops\b)`)}`,
});
