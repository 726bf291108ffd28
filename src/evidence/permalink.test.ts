import { describe, expect, it } from "vitest";
import { buildPermalink, parseCitation } from "./permalink.js";

const SHA = "0123456789abcdef0123456789abcdef01234567";

describe("permalinks", () => {
  const cases = [
    { host: "github", repo: "https://github.com/acme/agent", url: `https://github.com/acme/agent/blob/${SHA}/src/run.ts#L10-L20` },
    { host: "gitlab", repo: "https://gitlab.com/acme/tools/agent", url: `https://gitlab.com/acme/tools/agent/-/blob/${SHA}/src/run.ts#L10-20` },
    { host: "bitbucket", repo: "https://bitbucket.org/acme/agent", url: `https://bitbucket.org/acme/agent/src/${SHA}/src/run.ts#lines-10:20` },
    { host: "gitea", repo: "https://codeberg.org/acme/agent", url: `https://codeberg.org/acme/agent/src/commit/${SHA}/src/run.ts#L10-L20` },
  ] as const;

  it.each(cases)("builds and parses the $host form, and the two round-trip", ({ host, repo, url }) => {
    const cite = { file: "src/run.ts", lines: "10-20" };
    expect(buildPermalink(repo, SHA, cite)).toBe(url);
    expect(parseCitation(url)).toEqual({ host, repoUrl: repo, commit: SHA, ...cite });
  });

  it.each(cases)("round-trips a single line and an awkward path on $host", ({ host, repo }) => {
    for (const cite of [
      { file: "a/b c#d?.ts", lines: "7" },
      { file: "src/ünï/x.py", lines: "1-1" },
    ]) {
      const url = buildPermalink(repo, SHA, cite);
      expect(url).not.toBeNull();
      expect(parseCitation(url as string)).toEqual({ host, repoUrl: repo, commit: SHA, ...cite });
    }
  });

  it("writes single lines the way each host anchors them", () => {
    const one = { file: "x.ts", lines: "3" };
    expect(buildPermalink("https://github.com/a/b", SHA, one)).toMatch(/#L3$/);
    expect(buildPermalink("https://gitlab.com/a/b", SHA, one)).toMatch(/#L3$/);
    expect(buildPermalink("https://bitbucket.org/a/b", SHA, one)).toMatch(/#lines-3$/);
    expect(buildPermalink("https://codeberg.org/a/b", SHA, one)).toMatch(/#L3$/);
  });

  it("accepts clone URLs in their usual spellings", () => {
    const want = `https://github.com/acme/agent/blob/${SHA}/x.ts#L1`;
    for (const repo of ["https://github.com/acme/agent.git", "https://github.com/acme/agent/", "git@github.com:acme/agent.git", "ssh://git@github.com/acme/agent"]) {
      expect(buildPermalink(repo, SHA, { file: "x.ts", lines: "1" })).toBe(want);
    }
  });

  it("knows self-hosted GitLab and Gitea by name, and returns null for unknown hosts", () => {
    expect(buildPermalink("https://gitlab.example.org/g/r", SHA, { file: "x", lines: "1" })).toContain("/-/blob/");
    expect(buildPermalink("https://gitea.example.org/o/r", SHA, { file: "x", lines: "1" })).toContain("/src/commit/");
    expect(buildPermalink("https://example.org/o/r", SHA, { file: "x", lines: "1" })).toBeNull();
    expect(buildPermalink("https://github.com/only-owner", SHA, { file: "x", lines: "1" })).toBeNull();
    expect(buildPermalink("https://github.com/a/b", SHA, { file: "x", lines: "one" })).toBeNull();
  });

  it("reads a GitHub Enterprise link by its layout and ignores a ?plain=1 query", () => {
    expect(parseCitation(`https://git.corp.example/o/r/blob/${SHA}/README.md?plain=1#L4-L5`)).toEqual({
      host: "github",
      repoUrl: "https://git.corp.example/o/r",
      commit: SHA,
      file: "README.md",
      lines: "4-5",
    });
  });

  it("parses plain references, with or without backticks", () => {
    expect(parseCitation("src/a.ts:10-20")).toEqual({ file: "src/a.ts", lines: "10-20" });
    expect(parseCitation("`src/a.ts:10`")).toEqual({ file: "src/a.ts", lines: "10" });
    expect(parseCitation("src/a.ts#L3-L9")).toEqual({ file: "src/a.ts", lines: "3-9" });
    expect(parseCitation("C:/weird:name.ts:4")).toEqual({ file: "C:/weird:name.ts", lines: "4" });
  });

  it("returns null for what is not a citation", () => {
    expect(parseCitation("src/a.ts")).toBeNull();
    expect(parseCitation(`https://github.com/o/r/blob/${SHA}/x.ts`)).toBeNull();
    expect(parseCitation("https://github.com/o/r")).toBeNull();
    expect(parseCitation("https://exa mple")).toBeNull();
  });

  it("matches the method's own GitHub permalink for report links", () => {
    // The calculator writes https://github.com/{o}/{r}/blob/{commit}/{file}#L{a}[-L{b}].
    const url = buildPermalink("https://github.com/o/r", SHA, { file: "pkg/x.go", lines: "12-30" });
    expect(url).toBe(`https://github.com/o/r/blob/${SHA}/pkg/x.go#L12-L30`);
  });
});
