import { mkdtempSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatFileReader } from "./cat-file.js";
import { git, writeFiles } from "./fixture-repo.js";
import { materializeTree } from "./materialize.js";
import { openRepository } from "./repository.js";

let dir: string;
let oids: Record<string, string>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "didscore-catfile-"));
  git(dir, "init", "-q");
  writeFiles(dir, { "a.txt": "alpha\n", "b.txt": "bravo\n", "empty.txt": "", "big.txt": "x".repeat(300_000) });
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "one");
  oids = Object.fromEntries(["a.txt", "b.txt", "empty.txt", "big.txt"].map((f) => [f, git(dir, "rev-parse", `HEAD:${f}`)]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("CatFileReader", () => {
  it("answers pipelined requests in order, empty and multi-chunk objects included", async () => {
    const reader = new CatFileReader(join(dir, ".git"));
    try {
      const [a, empty, big, b, none] = await Promise.all([
        reader.read(oids["a.txt"] as string),
        reader.read(oids["empty.txt"] as string),
        reader.read(oids["big.txt"] as string),
        reader.read(oids["b.txt"] as string),
        reader.read("0".repeat(40)),
      ]);
      expect(a?.toString()).toBe("alpha\n");
      expect(empty?.length).toBe(0);
      expect(big?.toString()).toBe("x".repeat(300_000));
      expect(b?.toString()).toBe("bravo\n");
      expect(none).toBeNull();
    } finally {
      await reader.close();
    }
  });

  it("fails only the request whose sink throws, and keeps serving the others", async () => {
    const reader = new CatFileReader(join(dir, ".git"));
    try {
      const broken = reader.stream(oids["big.txt"] as string, {
        write: () => {
          throw new Error("disk full");
        },
        end: () => undefined,
      });
      const after = reader.read(oids["b.txt"] as string);
      await expect(broken).rejects.toThrow("disk full");
      expect((await after)?.toString()).toBe("bravo\n");
    } finally {
      await reader.close();
    }
  });

  it("refuses a name that is not an object id", async () => {
    const reader = new CatFileReader(join(dir, ".git"));
    await expect(reader.read("HEAD:a.txt")).rejects.toThrow(/not an object id/);
    await reader.close();
  });
});

describe("a store with an object missing", () => {
  it("materialises what it has and names what it skipped; reading the file says missing", async () => {
    const oid = oids["b.txt"] as string;
    unlinkSync(join(dir, ".git", "objects", oid.slice(0, 2), oid.slice(2)));
    const repo = await openRepository(dir);
    try {
      const tree = await materializeTree(repo, "HEAD", { cache: false });
      try {
        expect(tree.skipped).toEqual([{ path: "b.txt", reason: "object-missing" }]);
      } finally {
        await tree.dispose();
      }
      expect(await repo.readFile("HEAD", "b.txt")).toEqual({ ok: false, path: "b.txt", reason: "missing" });
      expect((await repo.readFile("HEAD", "a.txt")).ok).toBe(true);
    } finally {
      await repo.close();
    }
  });
});
