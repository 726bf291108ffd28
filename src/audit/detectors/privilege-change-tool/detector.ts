import { searchDetector } from "../search-detector.js";

// A verb that grants or changes authority, then an authority noun, in one snake/kebab/camel-case name.
const VERB = String.raw`(set|assign|grant|add|update|create|modify|change|manage|patch|bind|attach|put)`;
const NOUN = String.raw`(user_?role|roles?|rbac|iam\w*|permissions?|acls?|policy_?binding|role_?binding|(team|org|organization|group|project|repo|repository)_?(member|access)|access_?(policy|key|level)|service_?account_?key|api_?key|config_?value|own_?config)`;

const TABLE_ENTRY = /["'\x60]\s*:\s*(\[|\{|False|True|false|true|None|null)/;
// A bare kebab-case string in a list is a CLI subcommand's name (`'create-service-role',`); tools are named in snake
// or camel case, or registered with a name field.
const SUBCOMMAND_ITEM = /^\s*["'][a-z0-9]+(-[a-z0-9]+)+["'],?\s*$/;
const NOT_TOOL_FILE = /\.(c|h|cc|cpp|hpp)$|(^|\/)(routes?|controllers?|migrations)\//;

/** Is the model offered a tool that changes roles, permissions, access keys or the agent's own settings? */
export const detector = searchDetector({
  id: "privilege-change-tool",
  question: "Is the model offered a tool that changes roles, permissions, access keys or the agent's own settings?",
  inventory: "tool",
  // Two spellings of a tool's name: a string (a registration's name field) or a function the tool is defined as.
  pattern:
    "(?i)" +
    [
      String.raw`["'\x60]${VERB}[_-]?(\w*[_-])?${NOUN}s?["'\x60]`,
      String.raw`\b(def|fn|func|function)\s+${VERB}_?(\w*_)?${NOUN}s?\s*\(`,
    ].join("|"),
  // Why: a lookup table's entry (`'CreateApiKey': False`), a CLI subcommand listed for a parser, C code (a language
  // server's symbol table) and an HTTP route or controller (the product's own admin API, behind its login) name the
  // action without offering it to a model.
  keep: (hit) => !TABLE_ENTRY.test(hit.text) && !SUBCOMMAND_ITEM.test(hit.text) && !NOT_TOOL_FILE.test(hit.path),
  onlyInToolCode: true,
});
