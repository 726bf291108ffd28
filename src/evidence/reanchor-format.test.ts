import { describe, expect, it } from "vitest";
import type { ReanchorResult } from "./reanchor.js";
import { formatReanchorResults } from "./reanchor-format.js";

const FROM = "a".repeat(40);
const TO = "b".repeat(40);
const code = { file: "src/app.ts", lines: "4-7", contains: "checkApproval" };
const search = { search: "rg legacy", scope: "src", hits: 3 };

const RESULTS: ReanchorResult[] = [
  { where: "same", item: code, citation: { kind: "unchanged", file: "src/app.ts", lines: "4-7", similarity: 1, containsFound: true } },
  { where: "fuzzy", item: code, citation: { kind: "unchanged", file: "src/app.ts", lines: "4-7", similarity: 0.9, containsFound: true } },
  { where: "moved", item: code, citation: { kind: "moved", file: "src/app.ts", lines: "8-11", similarity: 1, containsFound: true } },
  { where: "quote lost", item: code, citation: { kind: "moved", file: "src/app.ts", lines: "8-11", similarity: 0.8, containsFound: false } },
  { where: "renamed", item: code, citation: { kind: "renamed", file: "src/new.ts", lines: "4-7", similarity: 1, containsFound: true } },
  { where: "changed", item: code, citation: { kind: "changed", file: "src/app.ts", similarity: 0.5 } },
  { where: "deleted", item: code, citation: { kind: "deleted" } },
  { where: "invalid", item: code, citation: { kind: "invalid", reason: "out-of-range at the pinned commit" } },
  { where: "count same", item: search, search: { kind: "same", count: 3 } },
  { where: "count changed", item: search, search: { kind: "changed", old: 3, new: 1 } },
  { where: "not re-run", item: search, search: { kind: "not-rerun", reason: "-l prints file names, not the matching lines" } },
];

describe("formatReanchorResults", () => {
  it("lists every item that is not exactly where it was, says which need review, and counts outcomes", () => {
    const { text, json } = formatReanchorResults(RESULTS, FROM, TO);
    expect(text.split("\n")).toEqual([
      "fuzzy: unchanged: src/app.ts:4-7 → src/app.ts:4-7 (90% similar)",
      "moved: moved: src/app.ts:4-7 → src/app.ts:8-11",
      'quote lost: moved: src/app.ts:4-7 → src/app.ts:8-11 (80% similar); the new lines no longer contain "checkApproval"',
      "renamed: renamed: src/app.ts:4-7 → src/new.ts:4-7",
      "changed: changed: src/app.ts:4-7: the cited code changed (best match in src/app.ts 50% similar)",
      "deleted: deleted: src/app.ts:4-7: the file is gone at bbbbbbbbbbbb",
      "invalid: invalid: src/app.ts:4-7: out-of-range at the pinned commit",
      "count changed: count-changed: `rg legacy` in `src`: 3 → 1 matching lines",
      "not re-run: not-rerun: `rg legacy` in `src`: -l prints file names, not the matching lines",
      "8 citations from aaaaaaaaaaaa to bbbbbbbbbbbb: 2 unchanged, 2 moved, 1 renamed, 1 changed, 1 deleted, 1 invalid",
      "3 searches re-run at bbbbbbbbbbbb: 1 same, 1 changed, 1 not re-run",
      "9 items changed, 6 need review",
    ]);
    expect(json.needsReview).toBe(6);
    expect(json.changes.filter((c) => c.needsReview).map((c) => c.where)).toEqual(["quote lost", "changed", "deleted", "invalid", "count changed", "not re-run"]);
  });

  it("says none when there is nothing of a kind", () => {
    expect(formatReanchorResults([], FROM, TO).text).toBe("0 citations from aaaaaaaaaaaa to bbbbbbbbbbbb: none\n0 searches re-run at bbbbbbbbbbbb: none\n0 items changed, 0 need review");
  });
});
