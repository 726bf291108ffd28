import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFixture, type Fixture } from "./fixture-repo.js";
import { materializeTree } from "./materialize.js";
import { openRepository } from "./repository.js";
import { planSearch, runSearch, type SearchOutcome } from "./search.js";

let fx: Fixture;
let root: string;
beforeAll(async () => {
  fx = buildFixture();
  // The cache sits below a directory whose .gitignore would hide every .txt and .go file if rg
  // let ignore files above the tree apply.
  const parent = join(fx.root, "parent");
  mkdirSync(parent);
  writeFileSync(join(parent, ".gitignore"), "*.txt\n*.go\n");
  const repo = await openRepository(fx.repo);
  try {
    root = (await materializeTree(repo, fx.second, { cacheDir: join(parent, "cache") })).root;
  } finally {
    await repo.close();
  }
});
afterAll(() => fx.cleanup());

async function count(search: string, scope: string): Promise<number | SearchOutcome> {
  const out = await runSearch(root, search, scope);
  return out.kind === "ok" ? out.count : out;
}

describe("re-running searches with the real rg", () => {
  it.each([
    ["rg approve", "src/words.txt", 3],
    ["rg -i approve", "src/words.txt", 5],
    ["rg -S approve", "src/words.txt", 5],
    ["rg -S Approve", "src/words.txt", 1],
    ["rg -w approve", "src/words.txt", 1],
    ["rg -wi approve", "src/words.txt", 3],
    ["rg -e approve -e APPROVE", "src/words.txt", 4],
    ["rg 'a.b'", "docs/regex.md", 2],
    ["rg -F 'a.b'", "docs/regex.md", 1],
    ["rg -n --column approve", "src/words.txt", 3],
    ["rg one", "src/crlf.txt", 1],
  ])("%s over %s prints %i lines", async (search, scope, expected) => {
    expect(await count(search, scope)).toBe(expected);
  });

  it("counts matching lines, not matches; -o prints (and counts) one line per match", async () => {
    expect(await count("rg -i approve", "src/util.ts")).toBe(1);
    expect(await count("rg -io approve", "src/util.ts")).toBe(3);
  });

  it("applies globs, .gitignore and hidden-file rules as in a checkout", async () => {
    expect(await count("rg approve", "src")).toBe(7);
    expect(await count("rg approve -g '!*_test.go'", "src")).toBe(6);
    expect(await count("rg approve", ".")).toBe(9);
    expect(await count("rg --hidden approve", ".")).toBe(10);
    expect(await count("rg --no-ignore approve", ".")).toBe(11);
    expect(await count("rg approve", "trace.log")).toBe(1); // a path named explicitly is searched even if ignored
  });

  it("never reaches outside the tree through symlinks", async () => {
    expect(await count("rg -L secret", ".")).toBe(0);
    expect(await count("rg secret", "link-out")).toEqual({ kind: "scope-missing", scope: ["link-out"] });
  });

  it("counts what rg prints for a binary file named explicitly, and skips it in a walk", async () => {
    expect(await count("rg approve", "assets/logo.bin")).toBe(1);
    expect(await count("rg approve", "assets")).toBe(0);
  });

  it("drops scope paths that do not exist and reports when none do", async () => {
    expect(await count("rg approve", "nope src/words.txt")).toBe(3);
    expect(await runSearch(root, "rg approve", "nope gone")).toEqual({ kind: "scope-missing", scope: ["nope", "gone"] });
  });

  it("ignores the user's ripgrep config", async () => {
    const config = join(fx.root, "rgrc");
    writeFileSync(config, "--ignore-case\n");
    const saved = process.env.RIPGREP_CONFIG_PATH;
    process.env.RIPGREP_CONFIG_PATH = config;
    try {
      expect(await count("rg approve", "src/words.txt")).toBe(3);
    } finally {
      if (saved === undefined) delete process.env.RIPGREP_CONFIG_PATH;
      else process.env.RIPGREP_CONFIG_PATH = saved;
    }
  });

  it("reports rg failures and time-outs as errors", async () => {
    expect(await runSearch(root, "rg '('", "src")).toMatchObject({ kind: "error", message: expect.stringMatching(/^rg exited with 2/) });
    const slow = join(fx.root, "slow-rg");
    writeFileSync(slow, "#!/bin/sh\nexec sleep 5\n");
    chmodSync(slow, 0o755);
    expect(await runSearch(root, "rg approve", "src", { rgPath: slow, timeoutMs: 100 })).toEqual({
      kind: "error",
      message: "search timed out after 0.1 s",
    });
  });
});

describe("planSearch", () => {
  it.each([
    ["rg -c approve", "-c prints a count per file"],
    ["rg --count approve", "--count prints a count per file"],
    ["rg -l approve", "-l prints file names"],
    ["rg --files", "--files prints file names"],
    ["rg -A2 approve", "-A prints context lines"],
    ["rg -C 1 approve", "-C prints context lines"],
    ["rg --context=1 approve", "--context prints context lines"],
    ["rg --json approve", "--json prints JSON"],
    ["rg --pre cat approve", "--pre runs another program"],
    ["rg -z approve", "-z runs another program"],
    ["rg -uc approve", "-c prints a count"],
    ["rg --heading approve", "--heading prints file-name headings"],
    ["rg approve | wc -l", "the search uses a pipe |"],
    ["rg approve && rg x", "the search uses a control operator &"],
    ["rg approve > out", "the search uses a redirection >"],
    ["rg approve; ls", "the search uses a command separator ;"],
    ["rg $(cat p)", "the search uses a shell expansion $"],
    ["grep -rn approve", "only rg searches are re-run, not grep"],
    ["rg 'approve", "does not split: No closing quotation"],
    ["rg approve /etc", "path escapes the tree: /etc"],
    ["rg approve ../outside", "path escapes the tree: ../outside"],
    ["rg -f ../patterns approve", "path escapes the tree: ../patterns"],
    ["rg -f - approve", "reads patterns from standard input"],
    ["rg --frobnicate approve", "unknown rg flag --frobnicate"],
  ])("refuses %s", (search, reason) => {
    const plan = planSearch(search, "src");
    expect(plan.ok).toBe(false);
    expect(plan.ok ? "" : plan.reason).toContain(reason);
  });

  it("refuses a scope that leaves the tree", () => {
    expect(planSearch("rg approve", "src ../other")).toEqual({ ok: false, reason: "path escapes the tree: ../other" });
  });

  it.each([
    ["rg 'a|b' -g '!*.md'", ["a|b", "-g", "!*.md"]],
    ['rg "x;y" -e "\\$HOME"', ["x;y", "-e", "\\$HOME"]],
    ["rg foo$ --type-add 'web:*.{html,css}' -tweb", ["foo$", "--type-add", "web:*.{html,css}", "-tweb"]],
    ["rg -- -literal", ["--", "-literal"]],
    ["rg -o approve", ["-o", "approve"]],
  ])("accepts %s", (search, args) => {
    expect(planSearch(search, "src docs")).toEqual({ ok: true, args, scope: ["src", "docs"] });
  });
});
