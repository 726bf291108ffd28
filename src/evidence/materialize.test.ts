import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFixture, git, type Fixture } from "./fixture-repo.js";
import type { BlobSink } from "./cat-file.js";
import { GitRepository } from "./git-repository.js";
import { materializeTree, withMaterializedTree } from "./materialize.js";
import { openRepository, type Repository } from "./repository.js";

let fx: Fixture;
let cacheDir: string;
beforeAll(() => {
  fx = buildFixture();
  cacheDir = join(fx.root, "cache");
});
afterAll(() => fx.cleanup());

async function using<T>(path: string, fn: (repo: Repository) => Promise<T>, commit?: string): Promise<T> {
  const repo = await openRepository(path, { commit });
  try {
    return await fn(repo);
  } finally {
    await repo.close();
  }
}

describe("materializeTree", () => {
  it("writes the commit's files byte for byte, .gitignore'd, hidden, binary and huge ones included", async () => {
    await using(fx.mirror, async (repo) => {
      const tree = await materializeTree(repo, fx.first, { cacheDir });
      const read = (p: string) => readFileSync(join(tree.root, p));
      expect(read("src/app.ts").toString()).toBe(git(fx.repo, "show", `${fx.first}:src/app.ts`) + "\n");
      expect(read(".gitignore").toString()).toBe("ignored/\n*.log\n");
      expect(existsSync(join(tree.root, "ignored/skipped.ts"))).toBe(true);
      expect(existsSync(join(tree.root, ".hidden.ts"))).toBe(true);
      expect(read("assets/logo.bin").includes(0)).toBe(true);
      expect(statSync(join(tree.root, "big/huge.txt")).size).toBeGreaterThan(4 * 1024 * 1024);
      expect(read("src/crlf.txt").toString()).toBe("one\r\ntwo\r\nthree\r\n");
      expect(existsSync(join(tree.root, "src/old-name.ts"))).toBe(true);
      expect(statSync(join(tree.root, "bin/run.sh")).mode & 0o111).not.toBe(0);
    });
  });

  it("keeps symlinks that resolve inside and skips those that point outside", async () => {
    await using(fx.repo, async (repo) => {
      const tree = await materializeTree(repo, fx.second, { cache: false });
      try {
        expect(readlinkSync(join(tree.root, "link-in"))).toBe("src/util.ts");
        expect(readFileSync(join(tree.root, "dirlink/util.ts"), "utf8")).toContain("Approve");
        for (const p of ["link-out", "abs-link", "chain-out"]) expect(existsSync(join(tree.root, p)) || isLink(join(tree.root, p))).toBe(false);
        expect(tree.skipped.map((s) => s.path).sort()).toEqual(["abs-link", "chain-out", "link-out"]);
        expect(tree.skipped.every((s) => s.reason === "symlink-outside")).toBe(true);
      } finally {
        await tree.dispose();
      }
      expect(existsSync(tree.root)).toBe(false);
    });
  });

  it("caches by commit: the second run reuses the tree and leaves no staging dirs", async () => {
    await using(fx.repo, async (repo) => {
      const dir = join(fx.root, "cache-warm");
      const cold = await materializeTree(repo, fx.second, { cacheDir: dir });
      const warm = await materializeTree(repo, fx.second, { cacheDir: dir });
      expect(cold.fromCache).toBe(false);
      expect(warm.fromCache).toBe(true);
      expect(warm.root).toBe(join(dir, fx.second));
      expect(readdirSync(dir)).toEqual([fx.second]);
      await warm.dispose();
      expect(existsSync(warm.root)).toBe(true);
    });
  });

  it("builds a tree once when asked twice at the same time", async () => {
    await using(fx.repo, async (repo) => {
      const dir = join(fx.root, "cache-race");
      const [a, b] = await Promise.all([materializeTree(repo, fx.first, { cacheDir: dir }), materializeTree(repo, fx.first, { cacheDir: dir })]);
      expect(a.root).toBe(b.root);
      expect(readdirSync(dir)).toEqual([fx.first]);
    });
  });

  it("cleans up an uncached tree even when the work on it fails", async () => {
    await using(fx.repo, async (repo) => {
      let seen = "";
      await expect(
        withMaterializedTree(repo, fx.second, { cache: false }, async (root) => {
          seen = root;
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
      expect(seen).not.toBe("");
      expect(existsSync(seen)).toBe(false);
    });
  });

  it("copies a plain directory without following its symlinks out, and never caches it", async () => {
    await using(
      fx.plain,
      async (repo) => {
        const tree = await materializeTree(repo, fx.second, { cacheDir });
        try {
          expect(tree.fromCache).toBe(false);
          expect(tree.root.startsWith(cacheDir)).toBe(false);
          expect(readFileSync(join(tree.root, "src/app.ts"), "utf8")).toContain("VERSION");
          expect(tree.skipped.map((s) => s.path).sort()).toEqual(["abs-link", "chain-out", "link-out"]);
          expect(readlinkSync(join(tree.root, "dirlink"))).toBe("src");
        } finally {
          await tree.dispose();
        }
      },
      fx.second,
    );
  });

  it("never writes outside the tree, whatever names a crafted tree holds", async () => {
    const oid = git(fx.repo, "hash-object", "-w", "--stdin", "--path", "x");
    const inner = execMktree(`100644 blob ${oid}\tescaped\n`);
    const crafted = execMktree(`040000 tree ${inner}\t..\n040000 tree ${inner}\t.git\n100644 blob ${oid}\tok.txt\n`);
    const commit = git(fx.repo, "commit-tree", crafted, "-m", "crafted");
    await using(fx.repo, async (repo) => {
      const parent = mkdtempSync(join(tmpdir(), "didscore-crafted-"));
      try {
        const tree = await materializeTree(repo, commit, { cacheDir: join(parent, "cache") });
        expect(readdirSync(tree.root).sort()).toEqual([".git", "ok.txt"]);
        expect(readdirSync(join(tree.root, ".git"))).toEqual([]);
        expect(readdirSync(join(parent, "cache"))).toEqual([commit]);
        expect(tree.skipped.map((s) => s.path).sort()).toEqual(["../escaped", ".git/escaped"]);
      } finally {
        rmSync(parent, { recursive: true, force: true });
      }
    });
  });

  it("waits for writes in flight after a failure, then removes the half-built tree", async () => {
    class FailingRepository extends GitRepository {
      override async streamFile(commit: string, path: string, sink: BlobSink): Promise<boolean> {
        if (path === "src/app.ts") throw new Error("read failed");
        return super.streamFile(commit, path, sink);
      }
    }
    const repo = new FailingRepository("worktree", fx.repo, join(fx.repo, ".git"), 1 << 30);
    const dir = join(fx.root, "cache-failing");
    try {
      await expect(materializeTree(repo, fx.second, { cacheDir: dir })).rejects.toThrow("read failed");
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      await repo.close();
    }
  });

  it("refuses a cache directory others can write to", async () => {
    const dir = join(fx.root, "shared-cache");
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    await using(fx.repo, async (repo) => {
      await expect(materializeTree(repo, fx.second, { cacheDir: dir })).rejects.toThrow(/unsafe tree cache directory/);
    });
  });
});

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function execMktree(input: string): string {
  return execFileSync("git", ["mktree"], { cwd: fx.repo, input, encoding: "utf8" }).trim();
}
