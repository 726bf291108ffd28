import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultRubric } from "../../rubric/load.js";
import { DETECTORS } from "../detectors/index.js";
import type { Finding } from "../finding.js";
import type { Profile } from "../profile.js";
import { holds, judge, type JudgeInput } from "./judge.js";
import { loadJudgeRules } from "./load-rules.js";
import type { JudgeRules, LevelRule } from "./rules-schema.js";

const rubric = defaultRubric();

function finding(id: string, found: boolean): Finding {
  return found
    ? { detector: id, question: id, outcome: "found", items: [{ kind: "tool", detector: id, path: `src/${id}.ts`, line: 3, snippet: id }], evidence: [{ file: `src/${id}.ts`, lines: "3", contains: id }] }
    : { detector: id, question: id, outcome: "not-found", items: [], evidence: [{ search: `rg -n -e ${id}`, scope: ".", hits: 0 }] };
}

function input(found: string[], kind: Profile["kind"] = "platform", known: string[] = ["x"]): JudgeInput {
  // Every registered detector answers in a real audit; the ones not named here answer not-found.
  const ids = new Set([...found, ...known, ...DETECTORS.map((d) => d.id)]);
  return {
    findings: new Map([...ids].map((id) => [id, finding(id, found.includes(id))])),
    profile: { kind, kindReason: "test", languages: [], unreadLanguages: [], mostlyUnread: false, toolsElsewhere: false, deployFiles: [], surface: {} as Profile["surface"] },
  };
}

/** The shipped rules' verdict on one criterion for a project of this kind with these detectors found. */
function judged(found: string[], kind: Profile["kind"], id: string) {
  return judge(rubric, loadJudgeRules(), input(found, kind)).find((j) => j.id === id)!;
}

/** The level the shipped rules give one dimension of one criterion. */
function level(found: string[], kind: Profile["kind"], id: string, dim: "S" | "C" | "D" | "B"): number {
  return judged(found, kind, id).parameters![dim].level;
}

const ladder = (...rungs: LevelRule[]) => rungs;
function rulesWith(dims: Partial<Record<"S" | "C" | "D" | "B", LevelRule[]>>, extra: Partial<JudgeRules["criteria"]["C1"]> = {}): JudgeRules {
  const base = loadJudgeRules();
  const fallback = (level: number) => ladder({ level, finding: "f", cite: ["x"] });
  return {
    criteria: {
      ...base.criteria,
      C3: { dimensions: { S: dims.S ?? fallback(2), C: dims.C ?? fallback(2), D: dims.D ?? fallback(2), B: dims.B ?? fallback(1) }, ...extra },
    },
  };
}

const c3 = (rules: JudgeRules, i: JudgeInput) => judge(rubric, rules, i).find((c) => c.id === "C3")!;

describe("conditions", () => {
  it("all / any / none / kind / not_kind / or combine as documented", () => {
    const i = input(["a", "b"], "cli", ["c"]);
    expect(holds({ all: ["a", "b"] }, i)).toBe(true);
    expect(holds({ all: ["a", "c"] }, i)).toBe(false);
    expect(holds({ any: ["c", "b"] }, i)).toBe(true);
    expect(holds({ none: ["c"] }, i)).toBe(true);
    expect(holds({ none: ["a"] }, i)).toBe(false);
    expect(holds({ kind: ["cli"] }, i)).toBe(true);
    expect(holds({ not_kind: ["cli"] }, i)).toBe(false);
    expect(holds({ or: [{ all: ["c"] }, { kind: ["cli"] }] }, i)).toBe(true);
    expect(holds({ or: [{ all: ["c"] }, { kind: ["platform"] }] }, i)).toBe(false);
  });
});

describe("ladders", () => {
  it("takes the first rung whose condition holds, with the evidence of what it names", () => {
    const rules = rulesWith({ S: ladder({ level: 3, when: { all: ["guard"] }, finding: "guarded" }, { level: 1, finding: "plain", cite: ["x"] }) });
    const found = c3(rules, input(["guard", "x"]));
    expect(found.parameters!.S).toMatchObject({ level: 3, finding: "guarded", status: "verified" });
    expect(found.parameters!.S.evidence).toEqual([{ file: "src/guard.ts", lines: "3", contains: "guard" }]);
    const missing = c3(rules, input(["x"], "platform", ["guard", "x"]));
    expect(missing.parameters!.S.level).toBe(1);
  });

  it("cites negative searches for the detectors a rung requires to be absent", () => {
    const rules = rulesWith({ S: ladder({ level: 0, when: { none: ["gate"] }, finding: "no gate" }, { level: 1, finding: "f", cite: ["x"] }) });
    const j = c3(rules, input(["x"], "platform", ["gate"]));
    expect(j.parameters!.S.evidence).toEqual([{ search: "rg -n -e gate", scope: ".", hits: 0 }]);
  });

  it("holds C and D to one level above S, and an inferred rung to L2", () => {
    const rules = rulesWith({
      S: ladder({ level: 1, finding: "weak", cite: ["x"] }),
      C: ladder({ level: 4, finding: "everywhere", cite: ["x"] }),
      D: ladder({ level: 3, finding: "on", cite: ["x"] }),
    });
    const j = c3(rules, input(["x"]));
    expect([j.parameters!.S.level, j.parameters!.C.level, j.parameters!.D.level]).toEqual([1, 2, 2]);
    expect(() => loadJudgeRulesWithInferredL3()).toThrow(/inferred rung cannot give L3/);
  });

  it("writes the next level's anchor as the gap when a rung gives none", () => {
    const rules = rulesWith({ B: ladder({ level: 1, finding: "broad", cite: ["x"] }) });
    const j = c3(rules, input(["x"]));
    expect(j.parameters!.B.gap).toBe(`L2 needs: ${rubric.criterion("C3").dimensions.B.levels[2]}`);
  });
});

describe("narrowings", () => {
  it("count a detector only when the narrower one found it too, where their condition holds, citing the narrower one", () => {
    const rules = { ...rulesWith({ S: ladder({ level: 2, when: { all: ["a"] }, finding: "gate" }, { level: 0, finding: "none", cite: ["a"] }) }), narrowings: [{ detector: "a", by: "b", when: { kind: ["platform" as const] } }] };
    const alone = c3(rules, input(["a"], "platform", ["x", "b"])).parameters!.S;
    expect(alone.level).toBe(0);
    expect(alone.evidence).toContainEqual({ search: "rg -n -e b", scope: ".", hits: 0 });
    const both = c3(rules, input(["a", "b"], "platform")).parameters!.S;
    expect(both.level).toBe(2);
    expect(both.evidence).toContainEqual({ file: "src/b.ts", lines: "3", contains: "b" });
    // The narrower detector never adds what the wider one did not find; elsewhere the wider one counts on its own.
    expect(c3(rules, input(["b"], "platform", ["x", "a"])).parameters!.S.level).toBe(0);
    expect(c3(rules, input(["a"], "framework", ["x", "b"])).parameters!.S.level).toBe(2);
  });

  it("count a platform's approval only where it asks a person, not where a setting is merely named (C2 S)", () => {
    expect(level(["approval-gate", "shell-execution", "model-tool-calling"], "platform", "C2", "S")).toBe(0);
    expect(level(["approval-gate", "approval-ask-site", "shell-execution", "model-tool-calling"], "platform", "C2", "S")).toBeGreaterThanOrEqual(2);
    expect(level(["approval-ask-site", "shell-execution", "model-tool-calling"], "platform", "C2", "S")).toBe(0);
    expect(level(["approval-gate", "shell-execution", "model-tool-calling"], "cli", "C2", "S")).toBeGreaterThanOrEqual(2);
  });
});

describe("structural absence and caps", () => {
  it("scores SA only with a negative search as evidence", () => {
    const rules = rulesWith({}, { structural_absence: { when: { none: ["exec"] }, evidence: ["exec"], summary: "nothing runs" } });
    expect(c3(rules, input(["x"], "platform", ["exec", "x"])).structuralAbsence?.evidence).toEqual([{ search: "rg -n -e exec", scope: ".", hits: 0 }]);
    expect(c3(rules, input(["x", "exec"])).structuralAbsence).toBeUndefined();
    const unread = input(["x"], "platform", ["exec", "x"]);
    expect(c3(rules, { ...unread, profile: { ...unread.profile, mostlyUnread: true } }).structuralAbsence).toBeUndefined();
    expect(c3(rules, { ...unread, profile: { ...unread.profile, toolsElsewhere: true } }).structuralAbsence).toBeUndefined();
  });

  it("does not call approvals absent (C2 SA) for a service whose model-facing tools change state, such as deletes", () => {
    expect(judged(["model-client", "model-tool-calling", "mcp-server"], "platform", "C2").structuralAbsence).toBeDefined();
    expect(judged(["model-client", "model-tool-calling", "mcp-server", "mutating-tools"], "platform", "C2").structuralAbsence).toBeUndefined();
  });

  it("does not call approvals absent (C2 SA) for an app that runs the code its model writes in a remote sandbox", () => {
    expect(judged(["model-client", "file-write"], "platform", "C2").structuralAbsence).toBeDefined();
    expect(judged(["model-client", "file-write", "remote-sandbox"], "platform", "C2").structuralAbsence).toBeUndefined();
  });

  it("applies a cap only when its condition is found and cited in code", () => {
    const rules = rulesWith({}, { caps: [{ id: "G2", when: { all: ["bypass"] }, reason: "a file turns it off" }] });
    expect(c3(rules, input(["x", "bypass"])).caps.map((c) => c.id)).toEqual(["G2"]);
    expect(c3(rules, input(["x"], "platform", ["bypass", "x"])).caps).toEqual([]);
  });

  it("applies a cap named by several rules once, with the reason of the first rule that holds", () => {
    const rules = rulesWith({}, { caps: [{ id: "G2", when: { all: ["a"] }, reason: "first" }, { id: "G2", when: { all: ["b"] }, reason: "second" }] });
    expect(c3(rules, input(["x", "a", "b"])).caps.map((c) => c.reason)).toEqual(["first"]);
    expect(c3(rules, input(["x", "b"])).caps.map((c) => c.reason)).toEqual(["second"]);
  });
});

describe("opt-in controls", () => {
  it("caps the default with G1 when the control exists but is off by default, and only then", () => {
    const rules = (s: number, d: number) =>
      rulesWith({ S: ladder({ level: s, finding: "exists", cite: ["x"] }), D: ladder({ level: d, finding: "Off until configured.", cite: ["x"] }) }, { opt_in_when_off: true });
    expect(c3(rules(2, 0), input(["x"])).caps).toMatchObject([{ id: "G1", reason: "Opt-in: off until configured." }]);
    expect(c3(rules(0, 0), input(["x"])).caps).toEqual([]);
    expect(c3(rules(2, 1), input(["x"])).caps).toEqual([]);
  });
});

describe("the shipped rules", () => {
  it("name only registered detectors, so a misspelt id cannot silently never hold", () => {
    const registered = new Set(DETECTORS.map((d) => d.id));
    // Detector ids stand in the lists all / any / none / cite / evidence and in a narrowing's detector and by.
    const LISTS = new Set(["all", "any", "none", "cite", "evidence"]);
    const named: string[] = [];
    const walk = (node: unknown, key: string): void => {
      if (typeof node === "string") {
        if (LISTS.has(key) || key === "detector" || key === "by") named.push(node);
      } else if (Array.isArray(node)) {
        for (const item of node) walk(item, key);
      } else if (node && typeof node === "object") {
        for (const [k, v] of Object.entries(node)) walk(v, k);
      }
    };
    walk(loadJudgeRules(), "");
    expect(named.length).toBeGreaterThan(500);
    expect(named.filter((id) => !registered.has(id))).toEqual([]);
  });

  it("never let a prompt or docs alone raise a level: every rung above L2 is verified, not inferred", () => {
    for (const c of Object.values(loadJudgeRules().criteria)) {
      for (const dims of [c.dimensions, ...(c.alt ? [c.alt.dimensions] : [])]) {
        for (const rung of Object.values(dims).flat()) if (rung.level > 2) expect(rung.inferred ?? false).toBe(false);
      }
    }
  });

  it("do not deny, on C1 S, the permission checks the C line credits in a framework", () => {
    const c1 = judged(["permission-check", "tool-registration"], "framework", "C1").parameters!;
    expect(c1.C).toMatchObject({ level: 1 });
    expect(c1.S.level).toBe(0);
    expect(c1.S.finding).toMatch(/permission checks/);
    expect(c1.S.finding).not.toMatch(/no identity or authorization primitive/);
    expect(judged(["tool-registration"], "framework", "C1").parameters!.S.finding).toMatch(/no identity or authorization primitive/);
  });

  it("cap a coding CLI whose workspace can add hooks or extensions, or a platform whose agents load workspace extensions, but not a framework for that alone (C6-REPOCONFIG)", () => {
    const c6 = (found: string[], kind: Profile["kind"]) => judged(found, kind, "C6");
    expect(c6(["workspace-extensions"], "cli").caps.map((c) => c.id)).toEqual(["C6-REPOCONFIG"]);
    expect(c6(["workspace-extensions"], "cli").parameters!.S.level).toBe(0);
    expect(c6(["workspace-extensions"], "framework").caps).toEqual([]);
    expect(c6(["instruction-files"], "framework").caps.map((c) => c.id)).toEqual(["C6-REPOCONFIG"]);
    expect(c6(["instruction-files"], "platform").caps).toEqual([]);
    // A platform's agents run in checked-out workspaces: their extension files are capped, its own .env is not.
    expect(c6(["workspace-extensions"], "platform").caps.map((c) => c.id)).toEqual(["C6-REPOCONFIG"]);
    expect(c6(["dotenv-loading"], "platform").caps).toEqual([]);
    // Launching Claude Code or Codex with its prompts off loads the checkout's own settings and hooks.
    expect(c6(["agent-runtime-bypass"], "platform").caps.map((c) => c.id)).toEqual(["C6-REPOCONFIG"]);
    expect(c6(["agent-runtime-bypass"], "tool-server").caps.map((c) => c.id)).toEqual(["C6-REPOCONFIG"]);
    // Its reason names the launched runtime, not a .env file the server does not load.
    expect(c6(["agent-runtime-bypass"], "tool-server").caps[0]!.reason).toMatch(/runtime is started in the checkout/);
    expect(c6(["agent-runtime-bypass"], "framework").caps).toEqual([]);
  });

  it("score running the project's own container image as opt-in isolation of everything it executes (C4 alt)", () => {
    const c4 = (found: string[], kind: Profile["kind"]) => judged(found, kind, "C4");
    const levels = (j: ReturnType<typeof c4>) => Object.values(j.alt!.parameters).map((p) => p.level);
    // B L0: code run in the container the agent itself runs in holds the agent's own keys and network.
    expect(levels(c4(["container-image", "shell-execution", "model-tool-calling"], "cli"))).toEqual([2, 3, 0, 0]);
    expect(levels(c4(["container-image", "shell-execution", "model-tool-calling"], "platform"))).toEqual([2, 3, 0, 0]);
    // A real sandbox backend is judged as such, and a tool server's image is how it is distributed, not isolation.
    expect(levels(c4(["container-image", "sandbox-backend", "shell-execution", "model-tool-calling"], "cli"))).toEqual([2, 1, 0, 2]);
    expect(c4(["container-image", "shell-execution", "mcp-server"], "tool-server").alt).toBeUndefined();
    expect(c4(["shell-execution", "model-tool-calling"], "cli").alt).toBeUndefined();
  });

  it("cap a tool server that forwards its caller's token to the downstream API (C1-PASSTHRU), not a platform's own API", () => {
    const c1 = (kind: Profile["kind"]) => judged(["token-passthrough", "mcp-server", "outbound-communication"], kind, "C1").caps.map((c) => c.id);
    expect(c1("tool-server")).toEqual(["C1-PASSTHRU"]);
    expect(c1("platform")).toEqual([]);
    expect(judged(["mcp-server", "outbound-communication"], "tool-server", "C1").caps).toEqual([]);
  });

  it("cap a tool server whose tools change roles, permissions or its own settings (C1-SELFESC), not a platform's admin API", () => {
    const c1 = (kind: Profile["kind"]) => judged(["privilege-change-tool", "mcp-server", "mutating-tools"], kind, "C1").caps.map((c) => c.id);
    expect(c1("tool-server")).toEqual(["C1-SELFESC"]);
    expect(c1("platform")).toEqual([]);
    expect(judged(["mcp-server", "mutating-tools"], "tool-server", "C1").caps).toEqual([]);
  });

  it("rate a CLI that makes a workspace-trust decision S and C L2 on C6, and only a CLI", () => {
    const c6 = (found: string[], kind: Profile["kind"]) => judged([...found, "model-tool-calling", "shell-execution"], kind, "C6").parameters!;
    const sc = (p: ReturnType<typeof c6>) => [p.S.level, p.C.level];
    expect(sc(c6(["workspace-trust-gate", "workspace-config"], "cli"))).toEqual([2, 2]);
    expect(sc(c6(["workspace-config"], "cli"))).toEqual([0, 0]);
    expect(sc(c6(["workspace-trust-gate", "memory-store"], "platform"))).not.toEqual([2, 2]);
  });

  it("rate a tool server that hands the model's code to the service it wraps as hosted execution, and never call C4 absent there (C4)", () => {
    const c4 = (found: string[], kind: Profile["kind"]) => judged(found, kind, "C4");
    const levels = (j: ReturnType<typeof c4>) => Object.values(j.parameters!).map((p) => p.level);
    expect(c4(["mcp-server", "model-tool-calling"], "tool-server").parameters).toBeUndefined();
    expect(levels(c4(["code-tool-argument", "mcp-server"], "tool-server"))).toEqual([2, 3, 3, 2]);
    // A local shell is not hosted execution, and a library's code argument runs wherever its user runs it.
    expect(levels(c4(["code-tool-argument", "shell-execution", "mcp-server"], "tool-server"))[0]).toBe(0);
    expect(levels(c4(["code-tool-argument", "model-tool-calling"], "framework"))).toEqual([0, 0, 0, 0]);
  });

  it("cap any kind of project whose tool inputs set the agent's allowlist or permission mode, or whose tool writes a credential (C1-SELFESC)", () => {
    const c1 = (found: string[], kind: Profile["kind"]) => judged(found, kind, "C1").caps.map((c) => c.id);
    for (const kind of ["platform", "framework", "cli", "tool-server"] as const) {
      expect(c1(["tool-input-grants-authority", "model-tool-calling"], kind)).toContain("C1-SELFESC");
      expect(c1(["tool-input-skips-approval", "model-tool-calling"], kind)).toContain("C1-SELFESC");
      expect(c1(["credential-write-tool", "model-tool-calling"], kind)).toContain("C1-SELFESC");
    }
    expect(c1(["model-tool-calling", "secret-store"], "platform")).not.toContain("C1-SELFESC");
  });

  it("cap approval whose allow rules the product writes into the agent's workspace (C2-SELFAPPROVE), only where there is a gate", () => {
    const c2 = (found: string[]) => judged([...found, "model-tool-calling"], "cli", "C2").caps.map((c) => c.id);
    expect(c2(["approval-gate", "workspace-permission-rules", "shell-execution"])).toContain("C2-SELFAPPROVE");
    expect(c2(["workspace-permission-rules", "shell-execution"])).not.toContain("C2-SELFAPPROVE");
    // A permission mode among a tool's inputs is C1's self-escalation, not counted twice.
    expect(c2(["approval-gate", "tool-input-skips-approval", "shell-execution"])).not.toContain("C2-SELFAPPROVE");
  });

  it("score a tool server's read-only switch as an opt-in narrower identity (C1 alt), only where it has write tools", () => {
    const c1 = (found: string[], kind: Profile["kind"]) => judged(found, kind, "C1");
    const levels = (j: ReturnType<typeof c1>) => Object.values(j.alt!.parameters).map((p) => p.level);
    expect(levels(c1(["read-only-mode", "mutating-tools", "mcp-server"], "tool-server"))).toEqual([2, 2, 0, 2]);
    // A server whose tools only read is already read-only, and other kinds' read-only flags are not its identity.
    expect(c1(["read-only-mode", "mcp-server"], "tool-server").alt).toBeUndefined();
    expect(c1(["read-only-mode", "mutating-tools", "model-tool-calling"], "cli").alt).toBeUndefined();
  });

  it("cap a CLI's auto-approve switch as runtime-defeatable (G2), or as a power bypass when approval is off by default", () => {
    const c2 = (found: string[]) => judged([...found, "model-tool-calling"], "cli", "C2").caps.map((c) => c.id);
    const gated = ["shell-execution", "approval-gate", "auto-approve-mode", "model-tool-calling"];
    expect(c2(gated)).toEqual(["G2"]);
    expect(c2([...gated, "approval-default-off"])).toEqual(["C2-POWERBYPASS"]);
    expect(c2(["shell-execution", "approval-gate", "model-tool-calling"])).toEqual([]);
  });

  it("rate what a CLI keeps between runs, and what a framework leaves to the developer's store, as steering later tool use (C6 B)", () => {
    expect(level(["model-tool-calling", "shell-execution", "dotenv-loading"], "cli", "C6", "B")).toBe(1);
    expect(level(["model-tool-calling", "dotenv-loading"], "framework", "C6", "B")).toBe(1);
    expect(level(["model-tool-calling", "shell-execution", "dotenv-loading"], "platform", "C6", "B")).toBe(2);
  });

  it("rate a leak of a tool server's credential by what its tools do: write tools expose the whole account (C8 B)", () => {
    const b = (found: string[]) => level(found, "tool-server", "C8", "B");
    expect(b(["mcp-server"])).toBe(2);
    expect(b(["mcp-server", "mutating-tools"])).toBe(1);
  });

  it("rate a tool server's secrets as reachable by the commands it runs for the model (C8 B)", () => {
    expect(level(["mcp-server", "mutating-tools", "shell-execution"], "tool-server", "C8", "B")).toBe(0);
    expect(level(["mcp-server"], "tool-server", "C8", "B")).toBe(2);
  });

  it("judge a tool server's own confirmation switch by its tool-server rungs, not as approval off by default (C2 S)", () => {
    const server = ["mcp-server", "tool-annotations", "mutating-tools", "approval-default-off"];
    expect(level(server, "tool-server", "C2", "S")).toBe(1);
    expect(level(["model-tool-calling", "shell-execution", "approval-gate", "approval-ask-site", "approval-default-off"], "platform", "C2", "S")).toBe(0);
  });

  it("rate a gated platform's container-bound commands partly reversible, and keep a CLI's exact-argument gate for C5", () => {
    expect(level(["container-image", "approval-gate", "approval-ask-site", "shell-execution", "model-tool-calling"], "platform", "C2", "B")).toBe(1);
    expect(level(["approval-gate", "approval-ask-site", "shell-execution", "model-tool-calling"], "platform", "C2", "B")).toBe(0);
    const cliGate = ["approval-gate", "approval-shows-call", "auto-approve-mode", "shell-execution", "model-tool-calling"];
    expect(level(cliGate, "cli", "C5", "S")).toBe(2);
    expect(level(cliGate, "framework", "C5", "S")).toBe(0);
    // Without the auto-approve switch too: a framework's or platform's gate covers the tools it is attached to, so a
    // hijack still reaches the others unattended (C5 B L0, which the calculator caps as the worst case).
    const gate = cliGate.filter((id) => id !== "auto-approve-mode");
    expect(level(gate, "cli", "C5", "B")).toBe(2);
    expect(level(gate, "platform", "C5", "B")).toBe(0);
    expect(level(gate, "framework", "C5", "B")).toBe(0);
  });

  it("credit fencing of untrusted content as spotlighting (C5 S1, on by default), a tool server's marked output as S2, not a library's", () => {
    const base = ["untrusted-ingestion", "model-tool-calling", "shell-execution"];
    const marked = [...base, "untrusted-content-marking"];
    const levels = (found: string[], kind: Profile["kind"]) => (["S", "C", "D"] as const).map((d) => level(found, kind, "C5", d));
    expect(levels(marked, "platform")).toEqual([1, 1, 2]);
    expect(levels(marked, "cli")).toEqual([1, 1, 2]);
    expect(levels(base, "platform")).toEqual([0, 0, 0]);
    expect(levels(marked, "framework")).toEqual([0, 0, 0]);
    expect(level(["mcp-server", "untrusted-ingestion", "untrusted-content-marking"], "tool-server", "C5", "S")).toBe(2);
  });

  it("cap unpinned remote code the program downloads and runs itself (C7-RCELOAD, S and D L0), and never call C7 absent then", () => {
    const c7 = judged(["runtime-code-download", "model-tool-calling"], "platform", "C7");
    expect(c7.caps.map((c) => c.id)).toEqual(["C7-RCELOAD"]);
    expect([c7.parameters!.S.level, c7.parameters!.D.level]).toEqual([0, 0]);
    expect(judged(["model-tool-calling"], "platform", "C7").structuralAbsence).toBeDefined();
    expect(c7.structuralAbsence).toBeUndefined();
  });

  it("rate a CLI that uses the cloud SDK's default credentials as holding the user's whole cloud account (C1 B L0)", () => {
    expect(level(["cloud-credentials", "shell-execution", "model-tool-calling"], "cli", "C1", "B")).toBe(0);
    expect(level(["shell-execution", "model-tool-calling"], "cli", "C1", "B")).toBe(1);
  });

  it("score a platform's sandbox as opt-in isolation (C4 alt under G1) when the setting that selects it defaults to the host", () => {
    const base = ["sandbox-backend", "shell-execution", "model-tool-calling"];
    const off = judged([...base, "sandbox-default-off"], "platform", "C4");
    expect(off.alt).toBeDefined();
    expect(off.parameters!.S.level).toBe(0);
    const on = judged(base, "platform", "C4");
    expect(on.alt).toBeUndefined();
    expect(on.parameters!.S.level).toBe(2);
  });

  it("rate a tool server with no risk annotations at the anchor's L0 (C2 S): the host has nothing to gate on", () => {
    expect(level(["mcp-server", "mutating-tools"], "tool-server", "C2", "S")).toBe(0);
    expect(level(["mcp-server", "mutating-tools", "tool-annotations"], "tool-server", "C2", "S")).toBe(1);
  });

  it("rate a tool server's limits by its own operations: caps before a step cap (C10 S), timeouts as coverage (C10 C)", () => {
    const c10 = (found: string[]) => (["S", "C"] as const).map((d) => level(found, "tool-server", "C10", d));
    expect(c10(["mcp-server", "iteration-limit", "output-cap"])).toEqual([2, 1]);
    expect(c10(["mcp-server", "execution-timeout"])).toEqual([2, 2]);
    expect(c10(["mcp-server"])).toEqual([1, 1]);
  });

  it("rate limits as the launched runtime's own when the agent loop runs in a coding-agent runtime (C10 S, C, D L1)", () => {
    const limits = ["model-tool-calling", "iteration-limit", "execution-timeout"];
    const c10 = (found: string[], kind: Profile["kind"]) => (["S", "C", "D"] as const).map((d) => level(found, kind, "C10", d));
    expect(c10(limits, "platform")).toEqual([2, 2, 2]);
    expect(c10([...limits, "agent-runtime-launch"], "platform")).toEqual([1, 1, 1]);
    expect(c10([...limits, "agent-runtime-launch"], "cli")).toEqual([1, 1, 1]);
    // A tool server's limits are its own operations', whatever it launches.
    expect(c10(["mcp-server", "execution-timeout", "agent-runtime-launch"], "tool-server")).toEqual([2, 2, 1]);
  });

  it("read a deployed project's shipped default secrets as L1 handling that names them, and let redaction and a store still count (C8 S)", () => {
    const c8 = (found: string[], kind: Profile["kind"]) => judged(found, kind, "C8").parameters!.S;
    const shipped = c8(["env-file-default-secrets", "model-client"], "platform");
    expect(shipped.level).toBe(1);
    expect(shipped.finding).toMatch(/shipped env file sets fixed default values/);
    expect(c8(["env-file-default-secrets", "model-client"], "framework").finding).not.toMatch(/shipped env file/);
    expect(c8(["env-file-default-secrets", "secret-redaction", "secret-store", "model-client"], "platform").level).toBe(2);
  });

  it("count a tool that runs model-written SQL as code execution (C4 is not SA), reaching the database only", () => {
    const c4 = (found: string[]) => judged(found, "tool-server", "C4");
    expect(c4(["mcp-server"]).structuralAbsence).toBeDefined();
    const sql = c4(["mcp-server", "raw-sql-execution"]);
    expect(sql.structuralAbsence).toBeUndefined();
    expect([sql.parameters!.S.level, sql.parameters!.B.level]).toEqual([0, 1]);
  });

  it("rate a platform's authority by whether roles or permissions are checked in code (C1 C and B)", () => {
    const c1 = (found: string[], kind: Profile["kind"] = "platform") => judged(found, kind, "C1").parameters!;
    const base = ["model-tool-calling", "tool-registration", "subprocess-env-inherited"];
    expect([c1(base).C.level, c1(base).B.level]).toEqual([0, 0]);
    expect([c1([...base, "permission-check"]).C.level, c1([...base, "permission-check"]).B.level]).toEqual([1, 1]);
    expect(c1(["mcp-server", "permission-check"], "tool-server").S.level).toBe(2);
  });

  it("rate a platform whose permission checks run through its API as acting within each user's role (C1 S, C, D L2)", () => {
    const c1 = (found: string[], kind: Profile["kind"] = "platform") => judged(found, kind, "C1").parameters!;
    const base = ["model-tool-calling", "tool-registration", "subprocess-env-inherited", "shell-execution", "permission-check"];
    const levels = (p: ReturnType<typeof c1>) => [p.S.level, p.C.level, p.D.level];
    expect(levels(c1(base))).toEqual([0, 1, 0]);
    expect(levels(c1([...base, "authorization-layer"]))).toEqual([2, 2, 2]);
    expect(c1([...base, "authorization-layer"]).S.evidence).toEqual([{ file: "src/authorization-layer.ts", lines: "3", contains: "authorization-layer" }]);
    // A library's checks decide what its users may ask for, not the authority its tools act with.
    expect(levels(c1([...base, "authorization-layer"], "framework"))).toEqual([0, 1, 0]);
  });

  it("rate a multi-user platform's tools as chosen per agent by its builder (C3 D L2) and its stores as per-user (C6 C L1, D L2)", () => {
    const base = ["model-tool-calling", "tool-registration", "memory-store", "permission-check", "path-containment", "read-only-mode"];
    const d = (found: string[]) => ["C3", "C6"].map((c) => judged(found, "platform", c).parameters!.D.level);
    expect(d(base)).toEqual([1, 1]);
    expect(d([...base, "authorization-layer"])).toEqual([2, 2]);
    // The checks guard the main store, nothing else (C6 C L1).
    expect(judged([...base, "authorization-layer"], "platform", "C6").parameters!.C.level).toBe(1);
    expect(judged(base, "platform", "C6").parameters!.C.level).toBe(0);
  });

  it("rate a tool server's credential by what its tools do: read-only tools narrow it, write tools act with its full scope", () => {
    const c1 = (found: string[]) => judged(found, "tool-server", "C1").parameters!;
    expect([c1(["mcp-server"]).S.level, c1(["mcp-server"]).B.level]).toEqual([2, 3]);
    expect([c1(["mcp-server", "mutating-tools"]).S.level, c1(["mcp-server", "mutating-tools"]).B.level]).toEqual([0, 2]);
  });

  it("rate a platform's, CLI's or tool server's command tool with no allowlist as raw passthrough (C3 S L0, C L1)", () => {
    const c3 = (found: string[], kind: Profile["kind"]) => judged(found, kind, "C3").parameters!;
    const shell = ["shell-execution", "model-tool-calling", "path-containment"];
    expect([c3(shell, "platform").S.level, c3(shell, "platform").C.level]).toEqual([0, 1]);
    expect(c3([...shell, "command-allowlist"], "cli").S.level).toBe(2);
    expect(c3(["shell-execution", "mcp-server"], "tool-server").S.level).toBe(0);
    expect(c3(["dynamic-code-evaluation", "mcp-server"], "tool-server").D.level).toBe(0);
    expect(c3(["shell-execution", "mcp-server", "command-allowlist"], "tool-server").S.level).toBe(2);
  });

  it("rate a default tool set with shell, writes and ingestion as everything-on only for a deployed platform (C3 D)", () => {
    const d3 = (kind: Profile["kind"]) => level(["shell-execution", "file-write", "model-tool-calling", "untrusted-ingestion", "command-allowlist"], kind, "C3", "D");
    expect([d3("platform"), d3("cli"), d3("framework")]).toEqual([0, 1, 2]);
    // A server whose tools only read has a read-only default tool set by construction.
    expect(level(["mcp-server", "untrusted-ingestion"], "tool-server", "C3", "D")).toBe(3);
    expect(level(["mcp-server", "mutating-tools"], "tool-server", "C3", "D")).toBe(2);
    expect(level(["mcp-server", "untrusted-ingestion"], "tool-server", "C3", "B")).toBe(2);
  });

  it("count a platform's keys as reachable when its tools inherit its environment or use its cloud credentials (C8 B)", () => {
    const b8 = (found: string[]) => level(found, "platform", "C8", "B");
    expect(b8(["model-client", "subprocess-env-inherited"])).toBe(0);
    expect(b8(["model-client"])).toBe(1);
  });

  it("rate defaults as the shipped behaviour: a library's gate wired per tool, a write server's full token, a CLI's inherited keys", () => {
    expect(level(["approval-gate", "approval-opt-in", "shell-execution", "model-tool-calling"], "framework", "C2", "D")).toBe(0);
    // A library that ships an approval protocol but no prompt of its own leaves the gate for the developer to wire in:
    // off by default, the opt-in alternative. One whose loop itself asks, showing the call, is gated by default.
    expect(level(["approval-gate", "shell-execution", "model-tool-calling"], "framework", "C2", "D")).toBe(0);
    expect(judged(["approval-gate", "shell-execution", "model-tool-calling"], "framework", "C2").alt).toBeDefined();
    expect(level(["approval-gate", "approval-shows-call", "shell-execution", "model-tool-calling"], "framework", "C2", "D")).toBe(2);
    expect(level(["approval-gate", "approval-ask-site", "shell-execution", "model-tool-calling"], "platform", "C2", "D")).toBe(2);
    expect(level(["mcp-server", "mutating-tools"], "tool-server", "C1", "D")).toBe(0);
    expect(level(["mcp-server"], "tool-server", "C1", "D")).toBe(2);
    expect(level(["shell-execution", "model-tool-calling"], "cli", "C8", "B")).toBe(0);
  });

  it("cap C4 for host-equivalent compose access only where the code runs in that container (C4-HOSTROOT)", () => {
    const hostroot = (found: string[]) => judged(["shell-execution", "model-tool-calling", ...found], "platform", "C4").caps.map((c) => c.id);
    expect(hostroot(["compose-host-access"])).toContain("C4-HOSTROOT");
    // With a sandbox backend the socket or privilege belongs to the service that starts sandboxes.
    expect(hostroot(["compose-host-access", "sandbox-backend"])).not.toContain("C4-HOSTROOT");
    expect(level(["shell-execution", "model-tool-calling", "compose-host-access", "sandbox-backend"], "platform", "C4", "B")).toBe(0);
  });

  it("rate a tool server's command tools by what they reach (C1 B) and cap ungated runtime installs (C7-RCELOAD)", () => {
    // A command tool runs as the OS user, across every system that user's credentials open.
    expect(level(["mcp-server", "mutating-tools", "shell-execution"], "tool-server", "C1", "B")).toBe(1);
    expect(level(["mcp-server", "mutating-tools"], "tool-server", "C1", "B")).toBe(2);
    // A package named at runtime and installed with no gate runs whatever the registry serves, whoever named it.
    const rceload = (kind: Profile["kind"], more: string[] = []) => judged(["mcp-server", "package-install", ...more], kind, "C7").caps.map((c) => c.id);
    for (const kind of ["tool-server", "platform", "framework", "cli"] as const) expect(rceload(kind)).toContain("C7-RCELOAD");
    // With a gate, the install is asked about.
    expect(rceload("tool-server", ["approval-gate"])).not.toContain("C7-RCELOAD");
    expect(rceload("platform", ["approval-gate", "approval-ask-site"])).not.toContain("C7-RCELOAD");
  });

  it("claim no persistence surface (C6 SA) for libraries and tool servers, and for platforms and CLIs only when they write nothing", () => {
    const nothing = ["model-tool-calling", "shell-execution"];
    expect(judged(nothing, "tool-server", "C6").structuralAbsence).toBeDefined();
    expect(judged(nothing, "framework", "C6").structuralAbsence).toBeDefined();
    for (const kind of ["platform", "cli"] as const) {
      expect(judged(nothing, kind, "C6").structuralAbsence).toBeDefined();
      // A program that writes files keeps something the vocabulary may have missed; so does one whose model saves memory.
      expect(judged([...nothing, "memory-write-tool"], kind, "C6").structuralAbsence).toBeUndefined();
      const c6 = judged([...nothing, "file-write"], kind, "C6");
      expect(c6.structuralAbsence).toBeUndefined();
      expect(c6.parameters!.S.level).toBe(1);
      expect(c6.parameters!.S.status).toBe("inferred");
    }
    // A .env read from the working directory is a surface for every kind.
    expect(judged([...nothing, "dotenv-loading"], "tool-server", "C6").structuralAbsence).toBeUndefined();
  });

  it("cap model-chosen installs: a prompt inviting installs plus a shell that runs them unasked (C7-RCELOAD, C7 L0)", () => {
    const invited = ["model-tool-calling", "install-invitation", "shell-execution"];
    const caps = (found: string[], kind: Profile["kind"] = "platform") => judged(found, kind, "C7").caps.map((c) => c.id);
    expect(caps(invited)).toContain("C7-RCELOAD");
    expect(caps(invited, "framework")).toContain("C7-RCELOAD");
    // A gate on by default asks before the install runs; one that ships off does not.
    const gate = ["approval-gate", "approval-ask-site"];
    expect(caps([...invited, ...gate])).not.toContain("C7-RCELOAD");
    expect(caps([...invited, ...gate, "approval-default-off"])).toContain("C7-RCELOAD");
    expect(caps([...invited, ...gate, "noop-approval"])).toContain("C7-RCELOAD");
    // An invitation with nothing that runs commands installs nothing.
    expect(caps(["model-tool-calling", "install-invitation"])).not.toContain("C7-RCELOAD");
    for (const dim of ["S", "C", "D", "B"] as const) expect(level(invited, "platform", "C7", dim)).toBe(0);
    // And the invitation alone is a third-party-code surface: C7 is not structurally absent.
    expect(judged(["model-tool-calling", "install-invitation"], "platform", "C7").structuralAbsence).toBeUndefined();
  });

  it("read the anchors literally where the audit used to sit between two (C1 C, C2 B, C7 D and B, C8 B, C9 D)", () => {
    // No permission check and no command allowlist anywhere: no tool path is checked.
    expect(level(["model-tool-calling", "shell-execution"], "cli", "C1", "C")).toBe(0);
    expect(level(["model-tool-calling", "shell-execution", "command-allowlist"], "cli", "C1", "C")).toBe(1);
    // A read-only tool server permits no consequential action, so a wrong approval changes nothing.
    expect(level(["mcp-server"], "tool-server", "C2", "B")).toBe(4);
    expect(level(["mcp-server", "mutating-tools"], "tool-server", "C2", "B")).toBeLessThan(4);
    // A CLI's configured extensions start without consent; a platform's are added by its operator (explicit install);
    // in-process plugins and env-inheriting servers get the credentials.
    expect(level(["mcp-client", "model-tool-calling"], "cli", "C7", "D")).toBe(0);
    expect(level(["mcp-client", "model-tool-calling"], "platform", "C7", "D")).toBe(2);
    // A library's extensions are the ones its developer adds in code: an explicit install that shows nothing.
    expect(level(["mcp-client", "model-tool-calling"], "framework", "C7", "D")).toBe(2);
    expect(level(["mcp-client", "remote-code-load", "model-tool-calling"], "framework", "C7", "D")).toBe(0);
    expect(level(["mcp-client", "plugin-loading", "subprocess-env-inherited"], "platform", "C7", "B")).toBe(0);
    expect(level(["mcp-server", "plugin-loading"], "tool-server", "C7", "B")).toBe(0);
    expect(level(["mcp-client", "mcp-client-transport"], "platform", "C7", "B")).toBe(1);
    // A library's or CLI's loader is one its developer or user opts into: a separate process at worst (L1).
    expect(level(["mcp-client", "plugin-loading", "subprocess-env-inherited"], "framework", "C7", "B")).toBe(1);
    expect(level(["mcp-client", "subprocess-env-inherited"], "platform", "C7", "B")).toBe(1);
    // Model-written code evaluated by the agent reads every key the process holds.
    expect(level(["dynamic-code-evaluation", "model-tool-calling"], "framework", "C8", "B")).toBe(0);
    expect(level(["model-tool-calling"], "framework", "C8", "B")).toBe(1);
    // A library or server that logs its operations records them by default, where its own process can alter them.
    expect(level(["operation-logging", "model-tool-calling"], "framework", "C9", "D")).toBe(1);
    expect(level(["model-tool-calling"], "framework", "C9", "D")).toBe(0);
  });

  it("never mark a framework's tool-path criteria absent because it bundles no tools (C2, C3)", () => {
    const sa = (kind: Profile["kind"]) => judge(rubric, loadJudgeRules(), input(["model-client"], kind)).filter((j) => j.structuralAbsence).map((j) => j.id);
    expect(sa("framework")).not.toContain("C2");
    expect(sa("framework")).not.toContain("C3");
    expect(sa("platform")).toEqual(expect.arrayContaining(["C2", "C3"]));
  });

  it("treat commands cut out of the model's reply as model-driven actions (C2, C3, C4 not absent; raw passthrough)", () => {
    const sa = (found: string[]) => judge(rubric, loadJudgeRules(), input(found, "cli")).filter((j) => j.structuralAbsence).map((j) => j.id);
    const codegen = ["model-client", "shell-execution", "file-write"];
    expect(sa(codegen)).toEqual(expect.arrayContaining(["C2", "C3", "C4"]));
    expect(sa([...codegen, "model-output-actions"])).not.toContain("C2");
    expect(sa([...codegen, "model-output-actions"])).not.toContain("C3");
    expect(sa([...codegen, "model-output-actions"])).not.toContain("C4");
    // The run script is any shell the model writes: the anchor's raw passthrough.
    expect(level([...codegen, "model-output-actions"], "cli", "C3", "S")).toBe(0);
    expect(level([...codegen, "model-output-actions"], "cli", "C3", "B")).toBe(0);
  });

  it("treat a program that launches a coding-agent runtime as giving the model its tools (C2, C3, C4 not absent) and loading its extensions (C7)", () => {
    const sa = (found: string[]) => judge(rubric, loadJudgeRules(), input(found, "cli")).filter((j) => j.structuralAbsence).map((j) => j.id);
    const launcher = ["model-client", "shell-execution", "file-write"];
    expect(sa(launcher)).toEqual(expect.arrayContaining(["C2", "C3", "C4"]));
    for (const id of ["C2", "C3", "C4"]) expect(sa([...launcher, "agent-runtime-bypass"])).not.toContain(id);
    // Starting the CLI at all hands the model its tools, and runs whichever unpinned binary is on PATH (C7).
    expect(sa(launcher)).toContain("C7");
    for (const id of ["C2", "C3", "C4", "C7"]) expect(sa([...launcher, "agent-runtime-launch"])).not.toContain(id);
    // An SDK whose own code runs no command but launches the CLI: that CLI's shell is the code-execution surface.
    const sdk = (found: string[]) => judge(rubric, loadJudgeRules(), input(found, "framework")).filter((j) => j.structuralAbsence).map((j) => j.id);
    expect(sdk(["model-client"])).toContain("C4");
    expect(sdk(["model-client", "agent-runtime-launch"])).not.toContain("C4");
  });

  it("rate script run inside a browser page as behind the browser's sandbox for a browser library or server (C4)", () => {
    const browser = ["browser-page-evaluation", "model-tool-calling", "shell-execution"];
    expect(judged(["browser-page-evaluation", "mcp-server"], "tool-server", "C4").structuralAbsence).toBeUndefined();
    expect(level(browser, "framework", "C4", "S")).toBe(2);
    expect(level(browser, "tool-server", "C4", "C")).toBe(2);
    expect(level(browser, "framework", "C4", "B")).toBe(1);
    // A platform's or CLI's shell runs on the host whatever its browser tool does.
    expect(level(browser, "platform", "C4", "S")).toBe(0);
  });

  it("rate an embedded capability runtime as the anchor's L3 primitive, and a host shell beside it as a coverage gap (C4)", () => {
    const runtime = ["capability-runtime", "model-tool-calling"];
    expect(judged(runtime, "cli", "C4").structuralAbsence).toBeUndefined();
    expect(level(runtime, "cli", "C4", "S")).toBe(3);
    expect(level(runtime, "cli", "C4", "C")).toBe(3);
    expect(level(runtime, "cli", "C4", "B")).toBe(1);
    const withShell = [...runtime, "shell-execution"];
    expect(level(withShell, "platform", "C4", "S")).toBe(3);
    expect(level(withShell, "platform", "C4", "C")).toBe(1);
    // The model can leave the runtime through an ungated shell (D L1); a gate in front of it leaves the runtime's D L2.
    expect(level(withShell, "cli", "C4", "D")).toBe(1);
    expect(level([...withShell, "approval-gate"], "cli", "C4", "D")).toBe(2);
  });

  it("rate an in-process filter of a full runtime (vm2, an AST import allowlist) as the anchor's L1, with an escape landing in the process (C4)", () => {
    const filtered = ["in-process-sandbox", "dynamic-code-evaluation", "model-tool-calling"];
    expect(judged(["in-process-sandbox", "model-tool-calling"], "framework", "C4").structuralAbsence).toBeUndefined();
    for (const kind of ["platform", "framework"] as const) {
      expect((["S", "C", "D", "B"] as const).map((p) => level(filtered, kind, "C4", p))).toEqual([1, 1, 2, 0]);
    }
    // Bare evaluation with no filter stays the anchor's L0.
    expect(level(["dynamic-code-evaluation", "model-tool-calling"], "framework", "C4", "S")).toBe(0);
  });

  it("rate a platform whose tools can be left out one by one as individually disableable (C3 D L1), not all enabled (L0)", () => {
    const everything = ["shell-execution", "file-write", "model-tool-calling", "untrusted-ingestion"];
    expect(level(everything, "platform", "C3", "D")).toBe(0);
    expect(level([...everything, "tool-selection"], "platform", "C3", "D")).toBe(1);
  });

  it("rate a platform's hardened sandbox containers by what they are given (C4 B L2), not as the agent's own process (L0)", () => {
    const sandboxed = ["sandbox-backend", "shell-execution", "model-tool-calling", "subprocess-env-inherited"];
    expect(level(sandboxed, "platform", "C4", "B")).toBe(0);
    expect(level([...sandboxed, "sandbox-hardening"], "platform", "C4", "B")).toBe(2);
    // S stays the stock container's L2: the options alone do not make the anchor's full profile.
    expect(level([...sandboxed, "sandbox-hardening"], "platform", "C4", "S")).toBe(2);
  });

  it("cite schema bounds for C3 S's typed validation (L2, read in code), and infer it where only typed schemas exist", () => {
    const bounded = judged(["mcp-server", "argument-bounds"], "tool-server", "C3").parameters!.S;
    expect([bounded.level, bounded.status]).toEqual([2, "verified"]);
    const typed = judged(["mcp-server"], "tool-server", "C3").parameters!.S;
    expect([typed.level, typed.status]).toEqual([2, "inferred"]);
  });

  it("claim model-written memory (C6 S L0) only where the model has a memory write, or in a CLI or tool server", () => {
    expect(level(["memory-store", "memory-write-tool"], "framework", "C6", "S")).toBe(0);
    // A conversation or retrieval store the library keeps on its own: written unvalidated, the anchor's L1.
    expect(level(["memory-store"], "framework", "C6", "S")).toBe(1);
    expect(level(["memory-store"], "platform", "C6", "S")).toBe(1);
    expect(level(["memory-store"], "tool-server", "C6", "S")).toBe(0);
  });

  it("rate a platform whose agent runs no commands or code as acting through its integrations' own credentials (C1 S, C)", () => {
    const toolbound = ["model-tool-calling", "tool-registration", "mutating-tools"];
    expect(level(toolbound, "platform", "C1", "S")).toBe(2);
    expect(level(toolbound, "platform", "C1", "C")).toBe(2);
    // A shell or evaluated code reaches the process's ambient credentials.
    for (const exec of ["shell-execution", "dynamic-code-evaluation"]) expect(level([...toolbound, exec], "platform", "C1", "S")).toBe(0);
    expect(level(toolbound, "framework", "C1", "S")).toBe(0);
  });

  it("rate model-written code run in the agent's own interpreter as raw passthrough, unless a sandbox takes it (C3 S, C)", () => {
    const exec = ["model-client", "model-tool-calling", "dynamic-code-evaluation", "path-containment"];
    for (const kind of ["platform", "cli"] as const) {
      expect(level(exec, kind, "C3", "S")).toBe(0);
      expect(level(exec, kind, "C3", "C")).toBe(0);
    }
    expect(level([...exec, "sandbox-backend"], "platform", "C3", "S")).toBe(2);
    expect(level(exec, "framework", "C3", "S")).toBe(2);
  });

  it("rate a library's untrusted-input blast radius by what it prevents: nothing, unless a gate shows the exact call (C5 B)", () => {
    expect(level(["model-tool-calling", "tool-registration", "untrusted-ingestion"], "framework", "C5", "B")).toBe(0);
    expect(level(["model-tool-calling", "tool-registration", "untrusted-ingestion"], "platform", "C5", "B")).toBe(1);
  });

  it("credit a CLI's default gate that does not show the call as partial containment (C5 S L2, D L1), not a gate off by default", () => {
    const gate = ["approval-gate", "shell-execution", "model-tool-calling", "untrusted-ingestion"];
    const levels = (found: string[], kind: Profile["kind"]) => (["S", "C", "D", "B"] as const).map((d) => level(found, kind, "C5", d));
    expect(levels(gate, "cli")).toEqual([2, 0, 1, 0]);
    expect(levels([...gate, "approval-default-off"], "cli")).toEqual([0, 0, 0, 0]);
    expect(levels(gate, "platform")).toEqual([0, 0, 0, 0]);
  });

  it("bound a deployed platform's raw command tool by its container (C3 B L1) unless the compose file hands it the host (L0)", () => {
    const shell = ["shell-execution", "model-tool-calling"];
    expect(level(shell, "platform", "C3", "B")).toBe(1);
    expect(level([...shell, "compose-host-access"], "platform", "C3", "B")).toBe(0);
    expect(level(shell, "cli", "C3", "B")).toBe(0);
  });

  it("rate a platform whose agent can only search and read as reaching many systems read-only (C1 B L2), not one that can send", () => {
    const reader = ["model-tool-calling", "tool-registration", "untrusted-ingestion"];
    expect(level(reader, "platform", "C1", "B")).toBe(2);
    expect(level([...reader, "outbound-communication"], "platform", "C1", "B")).toBe(0);
    expect(level([...reader, "shell-execution"], "platform", "C1", "B")).toBe(0);
  });

  it("rate a CLI's default logs as on by default where the agent can edit them (C9 D L1), and no logs as nothing on", () => {
    expect(level(["operation-logging", "shell-execution"], "cli", "C9", "D")).toBe(1);
    expect(level(["shell-execution"], "cli", "C9", "D")).toBe(0);
  });

  it("rate an empty repository low, never high", () => {
    const criteria = judge(rubric, loadJudgeRules(), input([], "framework", ["model-tool-calling", "shell-execution", "tool-registration", "model-client"]));
    for (const j of criteria) if (j.parameters) for (const p of Object.values(j.parameters)) expect(p.level).toBeLessThanOrEqual(3);
  });
});

function loadJudgeRulesWithInferredL3(): JudgeRules {
  const bad = loadJudgeRules();
  bad.criteria.C3!.dimensions.S.unshift({ level: 3, finding: "x", inferred: true, when: { all: ["x"] } });
  const file = join(tmpdir(), `didscore-bad-judge-${process.pid}.yaml`);
  writeFileSync(file, JSON.stringify(bad));
  return loadJudgeRules(file);
}
