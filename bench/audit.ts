// Audit throughput: wall time and peak memory of `didscore audit` on a repository, against one plain
// `rg` pass over the same materialised tree in the same script. Usage: npm run bench:audit -- [repoPath] [commit]
// Without a path it generates a ~500k-line repository of TypeScript, Python and Go in a temp dir.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { auditRepository } from "../src/audit/audit.js";
import { git } from "../src/evidence/fixture-repo.js";
import { materializeTree } from "../src/evidence/materialize.js";
import { openRepository } from "../src/evidence/repository.js";
import { ripgrepPath } from "../src/evidence/search.js";
import { defaultRubric } from "../src/rubric/load.js";

/** A deterministic synthetic agent-platform-like tree of about `lines` lines. */
function generateRepo(lines: number): string {
  const dir = mkdtempSync(join(tmpdir(), "didscore-bench-audit-"));
  const snippets = [
    "const result = await client.chat.completions.create({ model, messages, tools });",
    "subprocess.run(cmd, shell=True, timeout=30)",
    "if (!requireApproval(call)) return;",
    "logger.info(`tool ${name} called`);",
    "const maxSteps = 20;",
    "fetch(url).then((r) => r.text());",
  ];
  let written = 0;
  for (let f = 0; written < lines; f++) {
    const ext = ["ts", "py", "go"][f % 3]!;
    const folder = join(dir, "src", `pkg${f % 40}`);
    mkdirSync(folder, { recursive: true });
    const body: string[] = [];
    for (let i = 0; i < 500; i++) body.push(i % 97 === 0 ? snippets[(f + i) % snippets.length]! : `  value_${i} = compute(${(f * 31 + i) % 1000}) // line ${i}`);
    writeFileSync(join(folder, `file${f}.${ext}`), body.join("\n") + "\n");
    written += body.length;
  }
  writeFileSync(join(dir, "docker-compose.yml"), "services:\n  agent:\n    image: app\n");
  git(dir, "init", "-q");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "bench");
  return dir;
}

async function main(): Promise<void> {
  const [given, commitArg] = process.argv.slice(2);
  const path = given ?? generateRepo(500_000);
  const rubric = defaultRubric();
  const repo = await openRepository(path);
  const commit = (await repo.resolveCommit(commitArg ?? "HEAD"))!;
  const tree = await materializeTree(repo, commit);
  await repo.close();
  const rg = await ripgrepPath();
  const count = spawnSync(rg, ["--no-config", "-c", "", "."], { cwd: tree.root, encoding: "utf8", maxBuffer: 1 << 28 });
  const lineCount = count.stdout.split("\n").reduce((s, l) => s + (Number(l.split(":").pop()) || 0), 0);

  // Baseline: one plain rg pass printing every matching line for a common agent vocabulary.
  const t0 = performance.now();
  spawnSync(rg, ["--no-config", "-n", "-S", "-e", "exec|approv|timeout|fetch|tool", "."], { cwd: tree.root, maxBuffer: 1 << 30 });
  const rgMs = performance.now() - t0;

  const t1 = performance.now();
  const result = await auditRepository(path, rubric, { commit, date: "2026-11-30" });
  const auditMs = performance.now() - t1;
  const rssMiB = process.resourceUsage().maxRSS / 1024;

  console.log(`repository: ${path} @ ${commit.slice(0, 12)} (${lineCount.toLocaleString("en")} lines of text, ${result.inventory.length} inventory items)`);
  console.log(`plain rg pass: ${rgMs.toFixed(0)} ms`);
  console.log(`didscore audit (warm tree cache): ${(auditMs / 1000).toFixed(2)} s — ${(auditMs / rgMs).toFixed(1)}× one rg pass (target ≤ 20 s)`);
  console.log(`peak RSS: ${rssMiB.toFixed(0)} MiB (target ≤ 2048 MiB)`);
  if (!given) rmSync(path, { recursive: true, force: true });
}

await main();
