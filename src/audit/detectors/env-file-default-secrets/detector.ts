import type { Detector, Finding, InventoryItem } from "../../finding.js";
import { deploymentFiles } from "../../files.js";
import { absentFinding, foundFinding } from "../search-detector.js";

const ENV_FILE = /(^|\/)\.env(\.[\w-]+)?$|(^|\/)[\w-]*\.env$/;
const SECRET_KEY = /(PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|PRIVATE_?KEY|ENCRYPTION_?KEY|JWT|CREDENTIAL)/i;
// Why: model token budgets and tokenizers are settings, not secrets.
// So are a token's public claims and lifetimes (`JWT_ISSUER=app`, `ACCESS_TOKEN_EXPIRES_IN_MINUTES=60`), its algorithm,
// and where a secret lives (`…_SECRET_PATH`, `…_TOKEN_URL`).
const TOKEN_SETTING =
  /(MAX|NUM)_?TOKENS?|TOKENS?_?(LIMIT|COUNT|BUDGET|SIZE|LENGTH|WINDOW)|TOKENIZER|_(ISSUER|AUDIENCE|ALGORITHM|ALG|TTL|URL|URI|PATH|FILE|HOST|PORT)$|EXPIR(Y|ES|ATION)|_IN_(MINUTES|SECONDS|HOURS|DAYS)$/i;
// Why: placeholders tell the operator to fill in a value; anything else is a working default someone will ship.
// Placeholders also come as a provider's key prefix cut short (`sk-ant-...`, `gsk_...`) or a phrase (`sk-your-key-here`).
const PLACEHOLDER =
  /^(|<.*>|\$\{.*\}|x{3,}|\*{3,}|\.{3}|todo|none|null|false|true)$|your[-_ ]|(\.{3}|…)$|[-_ ]here$|placeholder|change[-_ ]?me|(replace|generate)[-_ ]?(me|with|this)/i;

/** Do shipped env files (.env, .env.example, .env.defaults) set fixed secret values? */
export const detector: Detector = {
  id: "env-file-default-secrets",
  question: "Do shipped env files (.env, .env.example, .env.defaults) set fixed secret values that a deployment keeps?",
  inventory: "deployment",
  async run({ source, configPath }): Promise<Finding> {
    const items: InventoryItem[] = [];
    const files = deploymentFiles(source, ENV_FILE, configPath);
    for (const file of files) {
      (source.lines(file) ?? []).forEach((raw, i) => {
        const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(raw);
        if (!m || !SECRET_KEY.test(m[1]!) || TOKEN_SETTING.test(m[1]!)) return;
        const value = m[2]!.replace(/^(['"])(.*)\1$/, "$2").replace(/\s+#.*$/, "");
        if (!PLACEHOLDER.test(value)) items.push({ kind: "deployment", detector: detector.id, path: file, line: i + 1, snippet: `${m[1]}=…` });
      });
    }
    // Why only the key: the report publishes posture, never the secret value itself.
    if (items.length) return foundFinding(detector, items, (i) => i.snippet.replace(/=…$/, "="));
    const result = await source.search({ pattern: "(?i)(password|secret|token|api_?key)\\s*=\\s*\\S", flags: ["--hidden", "-S"], globs: ["**/.env*", "**/*.env", "!.git"] });
    return absentFinding(detector, result, { applicable: files.length > 0, note: "the values are placeholders" });
  },
};
