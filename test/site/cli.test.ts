import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { collectInputFiles } from "../../src/commands/site.js";
import { openStore } from "../../src/store/open.js";
import { ROOT, shared } from "../helpers/shared.js";
import { cardFor } from "./fixtures.js";

const HARNESS = join(ROOT, "test", "site", "site-cli.ts");
const dir = mkdtempSync(join(tmpdir(), "didscore-site-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Why DATABASE_URL is removed: CI sets it for the PostgreSQL tests, and these runs must use their --db file.
const ENV = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL" && k !== "DIDSCORE_PUBLISH_TOKEN"));

/** Runs the site commands in a child process and resolves with its exit code and output. */
function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", HARNESS, ...args], { cwd: ROOT, env: ENV });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

function writeCards(sub: string, cards: ReturnType<typeof cardFor>[]): string {
  const d = join(dir, sub);
  mkdirSync(d, { recursive: true });
  for (const c of cards) writeFileSync(join(d, `${c.id}-${c.pinned_commit.slice(-2)}.json`), JSON.stringify(c));
  writeFileSync(join(d, "notes.txt"), "not published: only .json, .yaml and .md are picked from a directory");
  return d;
}

async function agentIds(db: string): Promise<string[]> {
  const store = await openStore({ kind: "sqlite", file: db });
  try {
    return (await store.listLatest()).map((r) => r.agentId);
  } finally {
    await store.close();
  }
}

describe("didscore publish", () => {
  it("publishes files and directories, then replaces on a second run", async () => {
    const db = join(dir, "publish.db");
    const cards = writeCards("cards", [cardFor({ id: "one" }), cardFor({ id: "two", level: 3 })]);
    const first = await run(["publish", shared("reference", "000_05fe635618338d72.txt"), cards, join(ROOT, "examples"), "--db", db]);
    expect(first.stderr).toContain("published 4 scorecards to");
    expect(first.code).toBe(0);
    expect(first.stdout.split("\n").filter(Boolean)).toEqual([
      expect.stringMatching(/^added windmill @ 85248eee786b: 3\.3\/10 /),
      expect.stringMatching(/^added one @ 000000000000: 5\.5\/10 /),
      expect.stringMatching(/^added two @ 000000000000: 7\.8\/10 /),
      expect.stringMatching(/^added sample-agent @ 111111111111: /),
    ]);
    const again = await run(["publish", cards, "--db", db]);
    expect(again.stdout).toMatch(/^replaced one @/);
    expect(await agentIds(db)).toEqual(["one", "sample-agent", "two", "windmill"]);
  });

  it("publishes nothing when one input is invalid, and explains why", async () => {
    const db = join(dir, "invalid.db");
    const d = writeCards("mixed", [cardFor({ id: "good" })]);
    writeFileSync(join(d, "zz-bad.json"), JSON.stringify({ ...cardFor({ id: "bad" }), pinned_commit: "abc" }));
    const r = await run(["publish", d, "--db", db]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("zz-bad.json: pinned_commit");
    expect(await agentIds(db)).toEqual([]);
  });

  it("expands directories to their scorecards and reports missing or empty ones", () => {
    const d = writeCards("expand", [cardFor({ id: "b" }), cardFor({ id: "a" })]);
    expect(collectInputFiles([d, join(ROOT, "examples", "sample-agent.scorecard.yaml")]).map((f) => basename(f))).toEqual(["a-01.json", "b-01.json", "sample-agent.scorecard.yaml"]);
    expect(() => collectInputFiles([join(dir, "nothing-here")])).toThrow(/no such file or directory/);
    mkdirSync(join(dir, "empty"));
    expect(() => collectInputFiles([join(dir, "empty")])).toThrow(/no .json, .yaml or .md files/);
  });

  it("loses nothing when several processes publish into one fresh SQLite file at once", async () => {
    const db = join(dir, "concurrent.db");
    const dirs = [0, 1, 2, 3].map((p) =>
      writeCards(`proc-${p}`, [
        ...Array.from({ length: 5 }, (_, i) => cardFor({ id: `p${p}-agent-${i}` })),
        // Every process also publishes the same shared agent at its own commit and at a common one.
        cardFor({ id: "shared", commit: 10 + p }),
        cardFor({ id: "shared", commit: 99, level: ((p % 4) + 1) as 1 | 2 | 3 | 4 }),
      ]),
    );
    const results = await Promise.all(dirs.map((d) => run(["publish", d, "--db", db])));
    for (const r of results) expect(r.stderr).toContain("published 7 scorecards");
    const store = await openStore({ kind: "sqlite", file: db });
    try {
      expect(await store.listLatest()).toHaveLength(21);
      expect(await store.history("shared")).toHaveLength(5);
    } finally {
      await store.close();
    }
  });
});

describe("didscore serve", () => {
  it("publishes its inputs, serves on loopback and stops on SIGTERM", async () => {
    const db = join(dir, "serve.db");
    const child = spawn(process.execPath, ["--import", "tsx", HARNESS, "serve", join(ROOT, "examples"), "--db", db, "--port", "0"], { cwd: ROOT, env: ENV });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = "";
        child.stdout.on("data", (d: Buffer) => {
          out += d.toString();
          const m = /didscore site at (http:\/\/127\.0\.0\.1:\d+\/) \(.*; read-only\)/.exec(out);
          if (m) resolve(m[1]!);
        });
        child.on("close", (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
      });
      const page = await fetch(new URL("/agents/sample-agent", url));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Sample Agent");
    } finally {
      const closed = new Promise((resolve) => child.on("close", resolve));
      child.kill("SIGTERM");
      await closed;
    }
  });

  it("refuses a short publish token", async () => {
    const short = await run(["serve", "--db", join(dir, "x.db"), "--publish-token", "short"]);
    expect([short.code, short.stderr]).toEqual([2, expect.stringContaining("at least 16 characters")]);
  });
});
