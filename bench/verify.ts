// Evidence verification speed: 100 real citations and 10 real searches checked at a commit, cold
// (materialising the tree) and warm (tree cached by commit), against the same 10 searches run
// with plain rg over the extracted tree. Usage: node --import tsx bench/verify.ts [repoPath] [commit]
// Without a repository a synthetic one (~500k lines) is generated in a temp dir.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EvidenceItem } from "../src/model/evidence.js";
import { git, writeFiles } from "../src/evidence/fixture-repo.js";
import { countPrintedLines, fileLines } from "../src/evidence/lines.js";
import { materializeTree } from "../src/evidence/materialize.js";
import { openRepository, type Repository } from "../src/evidence/repository.js";
import { planSearch, ripgrepPath } from "../src/evidence/search.js";
import { verifyEvidence, type VerifyResult } from "../src/evidence/verify.js";

/** Searches in the style of the method's search patterns, all over the whole tree. */
const SEARCHES = [
  "rg -n -S -e 'approv' -e 'confirm'",
  "rg -n 'subprocess\\.|os\\.system|shell\\s*=\\s*True'",
  "rg -n --hidden -g '!.git' 'child_process|execSync|spawnSync'",
  "rg -n -i 'sandbox|docker'",
  "rg -n 'exec\\.Command|os/exec'",
  "rg -n -w eval",
  "rg -n -S token",
  "rg -n -F TODO",
  "rg -n -g '!*_test.go' 'func '",
  "rg -n -i 'password|secret|api_key'",
];

const WORDS = ["approve", "confirm", "token", "sandbox", "docker", "secret", "eval", "exec.Command", "TODO", "subprocess.run", "execSync", "value", "config", "handler", "request"];

/** A deterministic synthetic repository of about `lines` lines in Go, TypeScript and Python files. */
function generateRepo(lines: number): string {
  const dir = mkdtempSync(join(tmpdir(), "didscore-bench-repo-"));
  let seed = 42;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const files: Record<string, string> = { ".gitignore": "*.log\nbuild/\n" };
  const perFile = 250;
  for (let f = 0; f < Math.ceil(lines / perFile); f++) {
    const ext = ["go", "ts", "py"][f % 3] as string;
    const name = `pkg${f % 40}/mod${Math.floor(f / 40)}/file${f}${f % 7 === 0 && ext === "go" ? "_test" : ""}.${ext}`;
    const body: string[] = [];
    for (let i = 0; i < perFile; i++) {
      const w = rand(100) < 8 ? (WORDS[rand(WORDS.length)] as string) : "value";
      body.push(i % 25 === 0 ? (ext === "go" ? `func f${i}() {` : `function f${i}() {`) : `  const v${i} = ${w}(${rand(1000)}); // line ${i}`);
    }
    files[name] = body.join("\n") + "\n";
  }
  writeFiles(dir, files);
  git(dir, "init", "-q");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "synthetic");
  return dir;
}

/** Every Nth text file, one line range from each, `contains` quoted from its first non-blank line. */
async function pickCitations(repo: Repository, commit: string, want: number): Promise<Array<{ where: string; item: EvidenceItem }>> {
  const files = (await repo.listTree(commit)).filter((e) => e.kind === "file" && e.size > 0).map((e) => e.path).sort();
  const picked: Array<{ where: string; item: EvidenceItem }> = [];
  const stride = Math.max(1, Math.floor(files.length / want));
  for (let pass = 0; pass < stride && picked.length < want; pass++) {
    for (let i = pass; i < files.length && picked.length < want; i += stride) {
      const read = await repo.readFile(commit, files[i] as string);
      if (!read.ok) continue;
      const lines = fileLines(read.content);
      if (lines.length === 0) continue;
      const n = picked.length;
      const start = 1 + ((n * 37) % lines.length);
      const end = Math.min(lines.length, start + (n % 6));
      const quote = lines.slice(start - 1, end).find((l) => l.trim() !== "")?.trim().slice(0, 30);
      const item = { file: read.path, lines: start === end ? `${start}` : `${start}-${end}`, ...(quote ? { contains: quote } : {}) };
      picked.push({ where: `citation[${n}]`, item });
    }
  }
  return picked;
}

/** Run a search as plain rg would be run by hand in the tree: `rg <args> <scope>`, output counted. */
function plainRg(rg: string, root: string, search: string): Promise<number> {
  const plan = planSearch(search, ".");
  if (!plan.ok) throw new Error(plan.reason);
  return new Promise((resolve, reject) => {
    const child = spawn(rg, [...plan.args, "."], { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
    const out: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.on("error", reject);
    child.on("close", () => resolve(countPrintedLines(Buffer.concat(out))));
  });
}

/** Lines of text in the tree (rg -c over every file, hidden and ignored ones included). */
function countLines(rg: string, root: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(rg, ["--no-config", "-c", "--no-ignore", "--hidden", "-g", "!.git", "", "."], { cwd: root, stdio: ["ignore", "pipe", "ignore"] });
    const out: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.on("error", reject);
    child.on("close", () => resolve(Buffer.concat(out).toString("utf8").split("\n").reduce((sum, l) => sum + (Number(l.slice(l.lastIndexOf(":") + 1)) || 0), 0)));
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const value = await fn();
  return [value, performance.now() - t];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

async function verifyOnce(path: string, commit: string, items: Array<{ where: string; item: EvidenceItem }>, cacheDir: string): Promise<VerifyResult> {
  const repo = await openRepository(path);
  try {
    return await verifyEvidence(items, { repo, commit, materialize: { cacheDir } });
  } finally {
    await repo.close();
  }
}

async function main(): Promise<void> {
  const [repoArg, commitArg] = process.argv.slice(2);
  const generated = repoArg ? null : generateRepo(500_000);
  const path = repoArg ?? (generated as string);
  const work = mkdtempSync(join(tmpdir(), "didscore-bench-"));
  try {
    const repo = await openRepository(path);
    let commit: string;
    let items: Array<{ where: string; item: EvidenceItem }>;
    let reference: string;
    try {
      const resolved = await repo.resolveCommit(commitArg ?? "HEAD");
      if (!resolved) throw new Error(`commit not found: ${commitArg ?? "HEAD"}`);
      commit = resolved;
      items = await pickCitations(repo, commit, 100);
      // The extracted tree plain rg runs over (and the stated hits come from).
      reference = (await materializeTree(repo, commit, { cacheDir: join(work, "reference") })).root;
    } finally {
      await repo.close();
    }
    const rg = await ripgrepPath();
    const treeLines = await countLines(rg, reference);
    for (const search of SEARCHES) items.push({ where: `search ${search}`, item: { search, scope: ".", hits: await plainRg(rg, reference, search) } });

    const cacheDir = join(work, "cache");
    const [cold, coldMs] = await timed(() => verifyOnce(path, commit, items, cacheDir));
    const warmRuns: number[] = [];
    let warm = cold;
    for (let i = 0; i < 5; i++) {
      const [result, ms] = await timed(() => verifyOnce(path, commit, items, cacheDir));
      warm = result;
      warmRuns.push(ms);
    }
    const plainRuns: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [, ms] = await timed(async () => {
        for (const search of SEARCHES) await plainRg(rg, reference, search);
      });
      plainRuns.push(ms);
    }
    const citationsOnly = items.filter((i) => "file" in i.item);
    const [, citationsMs] = await timed(() => verifyOnce(path, commit, citationsOnly, cacheDir));

    const notOk = [...cold.items, ...warm.items].filter((r) => r.kind !== "ok");
    const warmMs = median(warmRuns);
    const plainMs = median(plainRuns);
    console.log(`repository: ${generated ? "synthetic (generated)" : path} @ ${commit.slice(0, 12)}; ${treeLines} lines of text`);
    console.log(`items: ${citationsOnly.length} citations + ${SEARCHES.length} searches; not ok: ${notOk.length}${notOk.length ? ` (${notOk.map((r) => `${r.where}: ${r.kind}`).join("; ")})` : ""}`);
    console.log(`cold (materialise + verify): ${coldMs.toFixed(0)} ms`);
    console.log(`warm (cached tree, median of 5): ${warmMs.toFixed(0)} ms (target < 1000 ms); of which citations alone ${citationsMs.toFixed(0)} ms`);
    console.log(`plain rg, same 10 searches (median of 5): ${plainMs.toFixed(0)} ms`);
    console.log(`ratio warm / plain rg: ${(warmMs / plainMs).toFixed(2)}× (target < 3×)`);
    console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    if (generated) rmSync(generated, { recursive: true, force: true });
  }
}

await main();
