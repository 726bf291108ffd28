import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EvidenceItem } from "../model/evidence.js";
import { buildFixture, TEST_CAP, type Fixture } from "./fixture-repo.js";
import { openRepository, type Repository } from "./repository.js";
import { verifyEvidence, type ItemCheck } from "./verify.js";
import { formatVerifyResults } from "./verify-format.js";

let fx: Fixture;
beforeAll(() => {
  fx = buildFixture();
});
afterAll(() => fx.cleanup());

/** Each item with the one check it must produce at the second commit. */
const CASES: Array<[string, EvidenceItem, ItemCheck]> = [
  ["range", { file: "src/app.ts", lines: "8-11", contains: "checkApproval" }, { kind: "ok" }],
  ["single line", { file: "src/app.ts", lines: "1", contains: "import { run }" }, { kind: "ok" }],
  ["quote across lines", { file: "src/app.ts", lines: "9-10", contains: "false;\n  return" }, { kind: "ok" }],
  ["last line, no final newline", { file: "src/no-newline.txt", lines: "2", contains: "beta" }, { kind: "ok" }],
  ["CRLF last line", { file: "src/crlf.txt", lines: "3", contains: "three" }, { kind: "ok" }],
  ["through an in-tree symlink", { file: "link-in", lines: "2", contains: "APPROVE" }, { kind: "ok" }],
  ["past the end", { file: "src/no-newline.txt", lines: "3" }, { kind: "out-of-range", lineCount: 2 }],
  ["past CRLF end", { file: "src/crlf.txt", lines: "2-4" }, { kind: "out-of-range", lineCount: 3 }],
  ["reversed range", { file: "src/app.ts", lines: "5-3" }, { kind: "out-of-range", lineCount: 24 }],
  ["line zero", { file: "src/app.ts", lines: "0" }, { kind: "out-of-range", lineCount: 24 }],
  ["quote elsewhere in the file", { file: "src/app.ts", lines: "8-11", contains: "log.info" }, { kind: "quote-not-found", contains: "log.info" }],
  ["CR is not kept", { file: "src/crlf.txt", lines: "1", contains: "one\r" }, { kind: "quote-not-found", contains: "one\r" }],
  ["deleted file", { file: "src/old-name.ts", lines: "1" }, { kind: "missing-file", reason: "missing" }],
  ["a directory", { file: "src", lines: "1" }, { kind: "missing-file", reason: "missing" }],
  ["symlink out", { file: "link-out", lines: "1" }, { kind: "missing-file", reason: "symlink-outside" }],
  ["path out", { file: "../outside/secret.txt", lines: "1" }, { kind: "missing-file", reason: "escapes-tree" }],
  ["binary", { file: "assets/logo.bin", lines: "1" }, { kind: "unreadable-file", reason: "binary" }],
  ["huge", { file: "big/huge.txt", lines: "1" }, { kind: "unreadable-file", reason: "too-large" }],
  ["search ok", { search: "rg approve", scope: "src/words.txt", hits: 3 }, { kind: "ok", count: 3 }],
  ["search off", { search: "rg -i approve", scope: "src/words.txt nope", hits: 4 }, { kind: "count-mismatch", stated: 4, actual: 5 }],
  ["search -c", { search: "rg -c approve", scope: "src", hits: 4 }, { kind: "unsupported-search", reason: "-c prints a count per file, not the matching lines" }],
  ["search nowhere", { search: "rg approve", scope: "nope docs/gone.md", hits: 1 }, { kind: "scope-missing", scope: ["nope", "docs/gone.md"] }],
  ["search broken", { search: "rg '('", scope: "src", hits: 0 }, { kind: "search-failed", message: expect.stringMatching(/^rg exited with 2: /) as unknown as string }],
];

async function verifyAll(repo: Repository, commit: string) {
  return verifyEvidence(
    CASES.map(([where, item]) => ({ where, item })),
    { repo, commit, materialize: { cache: false } },
  );
}

describe.each(["worktree", "mirror", "plain"] as const)("verifyEvidence on a %s", (kind) => {
  it("gives every item exactly the check it should get", async () => {
    const path = kind === "worktree" ? fx.repo : kind === "mirror" ? fx.mirror : fx.plain;
    const repo = await openRepository(path, { maxFileSize: TEST_CAP, commit: kind === "plain" ? fx.second : undefined });
    try {
      const result = await verifyAll(repo, kind === "plain" ? fx.second : fx.second.slice(0, 10));
      expect(result.commit).toBe(fx.second);
      expect(result.commitCheck).toBe("ok");
      expect(result.headMatches).toBe(true);
      const byWhere = Object.fromEntries(result.items.map(({ where, item: _item, ...check }) => [where, check]));
      expect(byWhere).toEqual(Object.fromEntries(CASES.map(([where, , check]) => [where, check])));
    } finally {
      await repo.close();
    }
  });
});

describe("verifyEvidence at other commits", () => {
  it("checks an older commit without checking it out, and says HEAD is elsewhere", async () => {
    const repo = await openRepository(fx.repo);
    try {
      const result = await verifyEvidence(
        [
          { where: "C1.S", item: { file: "src/old-name.ts", lines: "2", contains: "setting2" } },
          { where: "C1.C", item: { file: "src/app.ts", lines: "4-7", contains: "checkApproval" } },
          { where: "C1.D", item: { search: "rg approves", scope: "docs", hits: 1 } },
        ],
        { repo, commit: fx.first, materialize: { cacheDir: `${fx.root}/cache` } },
      );
      expect(result.headMatches).toBe(false);
      expect(result.items.map((r) => r.kind)).toEqual(["ok", "ok", "ok"]);
      expect(formatVerifyResults(result).text).toBe(`HEAD is not ${fx.first} (checked at the pinned commit anyway)\n3 ok, 0 failed`);
    } finally {
      await repo.close();
    }
  });

  it("reports commit-missing and checks nothing", async () => {
    const repo = await openRepository(fx.mirror);
    try {
      const missing = "deadbeef".repeat(5);
      const result = await verifyEvidence([{ where: "C1.S", item: { file: "src/app.ts", lines: "1" } }], { repo, commit: missing });
      expect(result).toEqual({ commit: missing, commitCheck: "commit-missing", headMatches: false, items: [] });
      expect(formatVerifyResults(result).text).toBe(`commit-missing: ${missing} is not in the repository; nothing was checked\n0 ok, 0 failed`);
    } finally {
      await repo.close();
    }
  });
});

describe("formatVerifyResults", () => {
  it("names where each problem is, one line each, and sums up", async () => {
    const repo = await openRepository(fx.repo, { maxFileSize: TEST_CAP });
    try {
      const { text, json } = formatVerifyResults(await verifyAll(repo, fx.second));
      const lines = text.split("\n");
      expect(lines.at(-1)).toBe("7 ok, 11 failed, 5 not checked");
      expect(lines).toContain("past the end: out-of-range: src/no-newline.txt:3: the file has 2 lines at " + fx.second.slice(0, 12));
      expect(lines).toContain('quote elsewhere in the file: quote-not-found: src/app.ts:8-11: the cited lines do not contain "log.info"');
      expect(lines).toContain("search off: count-mismatch: re-ran `rg -i approve` in `src/words.txt nope`: 5 matching lines, the scorecard says 4");
      expect(lines.length).toBe(11 + 5 + 1);
      expect(json).toMatchObject({ commit: fx.second, commitFound: true, headMatches: true, ok: 7, failed: 11, notChecked: 5 });
      expect(JSON.parse(JSON.stringify(json))).toEqual(json);
    } finally {
      await repo.close();
    }
  });
});
