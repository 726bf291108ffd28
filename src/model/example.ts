import { CRITERION_IDS, SURFACE_KEYS, type Parameter, type Scorecard } from "./scorecard.js";

const PARAM: Parameter = {
  level: 2,
  status: "verified",
  finding: "One sentence: what the code shows at this level.",
  gap: "One sentence: the element of the next level up that the code does not meet.",
  evidence: [{ file: "src/agent/tools.py", lines: "40-58", contains: "def validate_path" }],
};

/** An authoring template: every field of a scorecard, with an alternative and a structural absence to copy from. */
export function exampleScorecard(): Scorecard {
  const params = { S: PARAM, C: PARAM, D: PARAM, B: PARAM };
  const card: Scorecard = {
    id: "example-agent",
    name: "Example Agent",
    repo_url: "https://github.com/example/agent",
    subpath: null,
    description: "One line: what the project is, not how safe it is.",
    category: "coding",
    pinned_commit: "0123456789abcdef0123456789abcdef01234567",
    version: "v1.2.0",
    scored_date: "2026-01-01",
    scored_configuration: "One sentence: the default configuration scored (CLI with no flags, shipped compose file and .env, constructor defaults).",
    capability_profile: Object.fromEntries(SURFACE_KEYS.map((k) => [k, "yes"])) as Scorecard["capability_profile"],
    headline: "Two to four plain sentences for someone deploying this as shipped; lead with the dominant risk.",
    criteria: CRITERION_IDS.map((id) => {
      if (id === "C6") {
        return {
          id,
          summary: "Nothing the agent reads can persist: there is no memory store and no auto-loaded workspace file.",
          structural_absence: true,
          absence_evidence: [{ search: "rg -n -S 'memory|dotenv|AGENTS.md'", scope: "src/", hits: 0 }],
        };
      }
      return {
        id,
        summary: "Three to five plain sentences: what exists, what is missing, and what follows for a deployer.",
        parameters: params,
        caps: [],
        ...(id === "C4" ? { alt: { label: "opt-in container sandbox", parameters: params, caps: [] } } : {}),
      };
    }),
    critical_findings: [],
    rule_of_two: {
      untrusted_input: "what brings untrusted content in (path:line)",
      sensitive_data: "what sensitive data or systems the agent reaches (path:line)",
      state_change_or_egress: "what changes state or sends data out (path:line)",
      same_session: true,
    },
    fixes: [{ summary: "The change, in one sentence.", criterion: "C4", parameter: "D", from_level: 0, to_level: 3, playbook: "Playbook 3 step 1" }],
    reaudit_log: [],
    limitations: ["Static source review of the pinned commit only; nothing was executed, installed, or probed."],
  };
  // Why a deep copy: callers edit the template, and shared parameter objects would change every criterion at once.
  return JSON.parse(JSON.stringify(card)) as Scorecard;
}
