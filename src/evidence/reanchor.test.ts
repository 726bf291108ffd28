import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EvidenceItem } from "../model/evidence.js";
import { findBlock } from "./block-match.js";
import { buildFixture, type Fixture } from "./fixture-repo.js";
import { applyReanchor, reanchorEvidence, type ReanchorResult } from "./reanchor.js";
import { openRepository } from "./repository.js";

let fx: Fixture;
beforeAll(() => {
  fx = buildFixture();
});
afterAll(() => fx.cleanup());

const ITEMS: Array<{ where: string; item: EvidenceItem }> = [
  { where: "moved", item: { file: "src/app.ts", lines: "4-7", contains: "checkApproval" } },
  { where: "unchanged", item: { file: "src/app.ts", lines: "1", contains: "run" } },
  { where: "edited", item: { file: "src/app.ts", lines: "9-15", contains: "opts.timeout ?? 30" } },
  { where: "rewritten", item: { file: "src/app.ts", lines: "17-20" } },
  { where: "renamed", item: { file: "src/old-name.ts", lines: "3-5", contains: "setting4", note: "kept" } },
  { where: "deleted", item: { file: "docs/gone.md", lines: "1" } },
  { where: "invalid", item: { file: "src/app.ts", lines: "30" } },
  { where: "other file", item: { file: "src/util.ts", lines: "1-4" } },
  { where: "count changed", item: { search: "rg legacy", scope: "src", hits: 3 } },
  { where: "count same", item: { search: "rg approve", scope: "src/words.txt", hits: 3 } },
  { where: "not re-run", item: { search: "rg -l approve", scope: "src", hits: 1 } },
];

async function reanchorFixture(): Promise<ReanchorResult[]> {
  const repo = await openRepository(fx.mirror);
  try {
    return await reanchorEvidence(ITEMS, { repo, from: fx.first, to: "HEAD", materialize: { cache: false } });
  } finally {
    await repo.close();
  }
}

describe("reanchorEvidence", () => {
  it("gives every citation and search the outcome it should have", async () => {
    const results = await reanchorFixture();
    const outcome = Object.fromEntries(results.map((r) => [r.where, "citation" in r ? r.citation : r.search]));
    expect(outcome).toEqual({
      moved: { kind: "moved", file: "src/app.ts", lines: "8-11", similarity: 1, containsFound: true },
      unchanged: { kind: "unchanged", file: "src/app.ts", lines: "1", similarity: 1, containsFound: true },
      edited: { kind: "moved", file: "src/app.ts", lines: "13-19", similarity: 12 / 14, containsFound: false },
      rewritten: { kind: "changed", file: "src/app.ts", similarity: 0.5 },
      renamed: { kind: "renamed", file: "src/new-name.ts", lines: "4-6", similarity: 1, containsFound: true },
      deleted: { kind: "deleted" },
      invalid: { kind: "invalid", reason: "out-of-range at the pinned commit" },
      "other file": { kind: "unchanged", file: "src/util.ts", lines: "1-4", similarity: 1, containsFound: true },
      "count changed": { kind: "changed", old: 3, new: 1 },
      "count same": { kind: "same", count: 3 },
      "not re-run": { kind: "not-rerun", reason: "-l prints file names, not the matching lines" },
    });
  });

  it("fails clearly for an unknown commit", async () => {
    const repo = await openRepository(fx.repo);
    try {
      await expect(reanchorEvidence(ITEMS, { repo, from: "nope", to: "HEAD" })).rejects.toThrow(/commit not found in .*: nope/);
    } finally {
      await repo.close();
    }
  });

  it("works on a plain directory only at its own commit, where there is no history to follow", async () => {
    const repo = await openRepository(fx.plain, { commit: fx.second });
    try {
      const [result] = await reanchorEvidence(ITEMS.slice(1, 2), { repo, from: fx.second, to: fx.second });
      expect(result && "citation" in result && result.citation.kind).toBe("unchanged");
      await expect(repo.changes(fx.first, fx.second)).rejects.toThrow(/not a git repository: comparing commits needs git history/);
    } finally {
      await repo.close();
    }
  });
});

describe("applyReanchor", () => {
  it("moves citations, keeps quotes and notes, updates changed counts, and notes each change", async () => {
    const results = await reanchorFixture();
    const { items, notes } = applyReanchor(ITEMS, results);
    const at = (where: string) => items.find((i) => i.where === where)?.item;
    expect(at("moved")).toEqual({ file: "src/app.ts", lines: "8-11", contains: "checkApproval" });
    expect(at("renamed")).toEqual({ file: "src/new-name.ts", lines: "4-6", contains: "setting4", note: "kept" });
    expect(at("rewritten")).toEqual(ITEMS[3]?.item);
    expect(at("deleted")).toEqual(ITEMS[5]?.item);
    expect(at("count changed")).toEqual({ search: "rg legacy", scope: "src", hits: 1 });
    expect(at("count same")).toBe(ITEMS[9]?.item);
    expect(notes).toEqual([
      { where: "moved", note: "src/app.ts:4-7 → src/app.ts:8-11 (moved)" },
      { where: "edited", note: "src/app.ts:9-15 → src/app.ts:13-19 (moved, 86% similar)" },
      { where: "edited", note: 'src/app.ts:13-19 no longer contains "opts.timeout ?? 30"' },
      { where: "rewritten", note: "src/app.ts:17-20: the cited code changed (best match 50% similar); kept, needs review" },
      { where: "renamed", note: "src/old-name.ts:3-5 → src/new-name.ts:4-6 (renamed)" },
      { where: "deleted", note: "docs/gone.md:1: the file is gone; kept, needs review" },
      { where: "invalid", note: "src/app.ts:30: out-of-range at the pinned commit; kept" },
      { where: "count changed", note: "`rg legacy` now prints 1 line (was 3)" },
      { where: "not re-run", note: "`rg -l approve` not re-run: -l prints file names, not the matching lines" },
    ]);
  });

  it("refuses results that do not line up with the items", () => {
    expect(() => applyReanchor(ITEMS, [])).toThrow(/11 items but 0 results/);
  });
});

describe("findBlock", () => {
  const file = ["a", "b", "x", "a", "b", "y", "a", "b"];

  it("prefers the exact occurrence nearest the old position", () => {
    expect(findBlock(["a", "b"], file, 0)).toEqual({ start: 0, length: 2, similarity: 1 });
    expect(findBlock(["a", "b"], file, 4)).toEqual({ start: 3, length: 2, similarity: 1 });
    expect(findBlock(["a", "b"], file, 7)).toEqual({ start: 6, length: 2, similarity: 1 });
  });

  it("ignores whitespace changes in the fuzzy match and can grow or shrink the block", () => {
    const old = ["if (x) {", "  a();", "  b();", "  c();", "}"];
    const edited = ["// head", "if (x)  {", "    a();", "    b();", "    extra();", "    c();", "}", "// tail"];
    expect(findBlock(old, edited, 0)).toEqual({ start: 1, length: 6, similarity: 10 / 11 });
  });

  it("returns null when no line is shared", () => {
    expect(findBlock(["q"], file, 0)).toBeNull();
  });
});
