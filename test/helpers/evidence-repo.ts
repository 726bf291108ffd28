import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { git, writeFiles } from "../../src/evidence/fixture-repo.js";
import { collectEvidence, replaceEvidence } from "../../src/evidence/scorecard-evidence.js";
import type { EvidenceItem } from "../../src/model/evidence.js";
import { exampleScorecard } from "../../src/model/example.js";
import type { Scorecard } from "../../src/model/scorecard.js";

/** A three-commit agent repository for the verify tests, its copies, and a scorecard citing it. */
export interface AgentRepo {
  root: string;
  repo: string;
  mirror: string;
  /** The first commit's files without git. */
  plain: string;
  /** A directory that is not a git repository. */
  notGit: string;
  first: string;
  /** Code moved down by 4 lines and a file renamed; no search count changes. */
  second: string;
  /** One more line matching the search: its count goes from 3 to 4. HEAD. */
  third: string;
  cleanup(): void;
}

const AGENT_V1 = [
  'import { exec } from "node:child_process";',
  "",
  "// approval gate",
  "export function checkApproval(user: string): boolean {",
  "  if (!user) return false;",
  '  return user === "admin";',
  "}",
  "",
  "export function runTool(cmd: string): void {",
  "  exec(cmd);",
  "}",
  "",
].join("\n");

const AGENT_V2 = AGENT_V1.replace("\n\n// approval gate", '\nimport { log } from "./log";\n\nconst VERSION = 2;\nlog.info(VERSION);\n\n// approval gate');

const CONFIG = "export const config = {\n  timeout: 30,\n  retries: 3,\n  mode: \"strict\",\n};\n";

/** Build the repository: three commits, a mirror, a plain copy of the first commit, a non-git dir. */
export function buildAgentRepo(): AgentRepo {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "didscore-verify-")));
  const repo = join(root, "repo");
  mkdirSync(repo);
  git(repo, "init", "-q");
  writeFiles(repo, { "src/agent.ts": AGENT_V1, "src/old-config.ts": CONFIG, "docs/notes.md": "# Notes\n\nApprove before running.\n" });
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "first");
  const first = git(repo, "rev-parse", "HEAD");

  writeFiles(repo, { "src/agent.ts": AGENT_V2, "src/old-config.ts": "// settings\n" + CONFIG });
  renameSync(join(repo, "src/old-config.ts"), join(repo, "src/config.ts"));
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "second");
  const second = git(repo, "rev-parse", "HEAD");

  writeFiles(repo, { "docs/notes.md": "# Notes\n\nApprove before running.\nNothing is approved twice.\n" });
  git(repo, "commit", "-q", "-am", "third");
  const third = git(repo, "rev-parse", "HEAD");

  const mirror = join(root, "mirror.git");
  git(root, "clone", "-q", "--mirror", repo, mirror);
  const plain = join(root, "plain");
  mkdirSync(plain);
  execFileSync("sh", ["-c", `git -C "${repo}" archive ${first} | tar -x -C "${plain}"`]);
  const notGit = join(root, "not-git");
  mkdirSync(notGit);
  writeFileSync(join(notGit, "README"), "no git here\n");
  return { root, repo, mirror, plain, notGit, first, second, third, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** The citations the tests look at, by place; every other item cites line 1 of src/agent.ts. */
export const CITED: Record<string, EvidenceItem> = {
  "C1.S.evidence[0]": { file: "src/old-config.ts", lines: "2-3", contains: "timeout" },
  "C2.S.evidence[0]": { file: "src/agent.ts", lines: "4-7", contains: "checkApproval" },
  "C2.C.evidence[0]": { search: "rg -n -i approv", scope: "src docs", hits: 3 },
  "C4.S.evidence[0]": { file: "src/agent.ts", lines: "9-11", contains: "exec(cmd)" },
  "C6.absence_evidence[0]": { search: "rg -n -S memory", scope: "src", hits: 0 },
};

/** The example scorecard pinned at `commit`, every evidence item pointed into the agent repository. */
export function agentScorecard(commit: string, overrides: Record<string, EvidenceItem> = {}): Scorecard {
  // No fixes: the example's fix is written against other levels and would only add a warning.
  const card = { ...exampleScorecard(), pinned_commit: commit, fixes: [] };
  const all = { ...CITED, ...overrides };
  const updates = new Map<string, EvidenceItem>(
    collectEvidence(card).map(({ where }) => [where, all[where] ?? { file: "src/agent.ts", lines: "1", contains: "node:child_process" }]),
  );
  return replaceEvidence(card, updates);
}
