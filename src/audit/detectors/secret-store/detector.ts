import { searchDetector } from "../search-detector.js";

/** Are credentials kept in a keychain, secret manager or encrypted at rest? */
export const detector = searchDetector({
  id: "secret-store",
  question: "Are credentials kept in a keychain, secret manager or encrypted at rest?",
  inventory: "secrets",
  pattern: String.raw`(?i)keyring|keychain|libsecret|hvac\.|vault_?client|secretsmanager|SecretManager|secret_?manager|kms\.|\bsops\b|encrypt_?(secret|credential|token|api_?key)|Fernet\(|createCipheriv`,
});
