import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EvidenceError } from "./errors.js";
import { buildFixture, TEST_CAP, type Fixture } from "./fixture-repo.js";
import { fileLines } from "./lines.js";
import { openRepository, type Repository } from "./repository.js";

let fx: Fixture;
beforeAll(() => {
  fx = buildFixture();
});
afterAll(() => fx.cleanup());

async function withRepo<T>(kind: "worktree" | "bare" | "plain", fn: (repo: Repository, commit: string) => Promise<T>): Promise<T> {
  const path = kind === "worktree" ? fx.repo : kind === "bare" ? fx.mirror : fx.plain;
  const repo = await openRepository(path, { commit: kind === "plain" ? fx.second : undefined, maxFileSize: TEST_CAP });
  try {
    return await fn(repo, fx.second);
  } finally {
    await repo.close();
  }
}

describe.each(["worktree", "bare", "plain"] as const)("a %s repository", (kind) => {
  it("is detected as what it is", async () => {
    await withRepo(kind, async (repo) => expect(repo.kind).toBe(kind));
  });

  it("reads a file at the commit", async () => {
    await withRepo(kind, async (repo, commit) => {
      const read = await repo.readFile(commit, "src/app.ts");
      expect(read.ok && fileLines(read.content)[7]).toBe("export function checkApproval(user: string): boolean {");
    });
  });

  it("follows symlinks that stay inside the tree, to files and through directories", async () => {
    await withRepo(kind, async (repo, commit) => {
      const viaFile = await repo.readFile(commit, "link-in");
      const viaDir = await repo.readFile(commit, "dirlink/util.ts");
      expect(viaFile.ok && viaFile.path).toBe("src/util.ts");
      expect(viaDir.ok && viaDir.path).toBe("src/util.ts");
    });
  });

  it("gives a typed reason for every file it will not read", async () => {
    await withRepo(kind, async (repo, commit) => {
      const reasons = Object.fromEntries(
        await Promise.all(
          ["nope.ts", "src", "../outside/secret.txt", "/etc/passwd", "link-out", "abs-link", "chain-out", "loop-a", "assets/logo.bin", "big/huge.txt"].map(
            async (p) => {
              const r = await repo.readFile(commit, p);
              return [p, r.ok ? "ok" : r.reason];
            },
          ),
        ),
      );
      expect(reasons).toEqual({
        "nope.ts": "missing",
        src: "missing",
        "../outside/secret.txt": "escapes-tree",
        "/etc/passwd": "escapes-tree",
        "link-out": "symlink-outside",
        "abs-link": "symlink-outside",
        "chain-out": "symlink-outside",
        "loop-a": "missing",
        "assets/logo.bin": "binary",
        "big/huge.txt": "too-large",
      });
    });
  });

  it("lists the tree with symlinks known as symlinks", async () => {
    await withRepo(kind, async (repo, commit) => {
      const entries = await repo.listTree(commit);
      const byPath = new Map(entries.map((e) => [e.path, e]));
      expect(byPath.get("link-out")?.kind).toBe("symlink");
      expect(byPath.get("src/app.ts")?.kind).toBe("file");
      expect(byPath.get("bin/run.sh")?.executable).toBe(true);
      expect(byPath.get("src/app.ts")?.executable).toBe(false);
      expect(byPath.has("src/old-name.ts")).toBe(false);
      expect(await repo.readLink(commit, "link-out")).toBe("../outside/secret.txt");
    });
  });

  it("says whether HEAD is the commit", async () => {
    await withRepo(kind, async (repo, commit) => {
      expect(await repo.headMatches(commit)).toBe(true);
      expect(await repo.headMatches(fx.first)).toBe(false);
    });
  });
});

describe("git repositories", () => {
  it("read any commit without checking it out, through one cat-file process", async () => {
    await withRepo("bare", async (repo) => {
      const old = await repo.readFile(fx.first, "src/old-name.ts");
      const gone = await repo.readFile(fx.second, "src/old-name.ts");
      expect(old.ok).toBe(true);
      expect(gone).toMatchObject({ ok: false, reason: "missing" });
    });
  });

  it("resolve refs and short ids to full commits, and nothing else", async () => {
    await withRepo("worktree", async (repo) => {
      expect(await repo.resolveCommit("HEAD")).toBe(fx.second);
      expect(await repo.resolveCommit("main~1")).toBe(fx.first);
      expect(await repo.resolveCommit(fx.first.slice(0, 8))).toBe(fx.first);
      expect(await repo.resolveCommit("0000000000000000000000000000000000000000")).toBeNull();
      expect(await repo.resolveCommit("--all")).toBeNull();
    });
  });

  it("report renames, deletions and edits between commits", async () => {
    await withRepo("worktree", async (repo) => {
      const changes = await repo.changes(fx.first, fx.second);
      expect(changes).toContainEqual(expect.objectContaining({ status: "renamed", from: "src/old-name.ts", to: "src/new-name.ts" }));
      expect(changes).toContainEqual({ status: "deleted", from: "docs/gone.md", to: "docs/gone.md" });
      expect(changes).toContainEqual({ status: "modified", from: "src/app.ts", to: "src/app.ts" });
    });
  });

  it("skip files over the default 4 MiB cap", async () => {
    const repo = await openRepository(fx.repo);
    try {
      expect(await repo.readFile(fx.second, "big/huge.txt")).toMatchObject({ ok: false, reason: "too-large" });
      expect((await repo.readFile(fx.second, "src/util.ts")).ok).toBe(true);
    } finally {
      await repo.close();
    }
  });

  it("fail with a one-line error naming an unknown commit", async () => {
    await withRepo("worktree", async (repo) => {
      const bad = "1234567890123456789012345678901234567890";
      await expect(repo.readFile(bad, "src/app.ts")).rejects.toThrow(new RegExp(`commit not found in .*: ${bad}`));
    });
  });
});

describe("opening", () => {
  it("fails clearly for a missing path", async () => {
    await expect(openRepository(join(fx.root, "nowhere"))).rejects.toThrow(/repository path not found: .*nowhere/);
  });

  it("fails clearly for a plain directory without a commit", async () => {
    const err = await openRepository(fx.plain).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EvidenceError);
    expect(String((err as Error).message)).toMatch(/not a git repository: .*plain.*--commit/);
  });

  it("does not mistake a directory inside a repository for the repository", async () => {
    const repo = await openRepository(join(fx.repo, "src"), { commit: "label" });
    try {
      expect(repo.kind).toBe("plain");
      expect((await repo.readFile("label", "util.ts")).ok).toBe(true);
    } finally {
      await repo.close();
    }
  });

  it("refuses any other commit than a plain directory's label", async () => {
    await withRepo("plain", async (repo) => {
      await expect(repo.readFile(fx.first, "src/app.ts")).rejects.toThrow(/commit not found: /);
    });
  });

  it("reads many files through one cat-file process and leaves none behind after close", async () => {
    const catFiles = () =>
      execFileSync("ps", ["-o", "args=", "--ppid", String(process.pid)], { encoding: "utf8" })
        .split("\n")
        .filter((l) => l.includes("cat-file")).length;
    const repo = await openRepository(fx.repo);
    try {
      for (const p of ["src/app.ts", "src/util.ts", "docs/regex.md", "link-in"]) await repo.readFile(fx.second, p);
      await repo.readFile(fx.first, "docs/gone.md");
      expect(catFiles()).toBe(1);
    } finally {
      await repo.close();
    }
    expect(catFiles()).toBe(0);
    await repo.close();
  });

  it("rejects a file path given as the repository", async () => {
    const dir = mkdtempSync(join(tmpdir(), "didscore-file-"));
    writeFileSync(join(dir, "f"), "x");
    try {
      await expect(openRepository(join(dir, "f"))).rejects.toThrow(/not a directory/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
