import { readdirSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import type { Command } from "commander";
import { loadInput } from "../model/read-input.js";
import { defaultRubric, type Rubric } from "../rubric/load.js";
import { scoreScorecard } from "../score/score.js";
import { startServer } from "../server/http.js";
import { formatTotal } from "../server/format.js";
import { openStore, redactUrl, storeConfigFrom, type StoreConfig } from "../store/open.js";
import { scorecardRecord } from "../store/record.js";
import type { PublishOutcome, Store } from "../store/types.js";
import { InputError } from "../util/errors.js";
import { printWarnings } from "./output.js";

const PUBLISHABLE = new Set([".json", ".yaml", ".yml", ".md"]);

/** Expands the publish arguments: a file stays as given, a directory becomes its .json/.yaml/.yml/.md files (sorted, not recursive). */
export function collectInputFiles(paths: readonly string[]): string[] {
  const files: string[] = [];
  for (const p of paths) {
    let isDir: boolean;
    try {
      isDir = statSync(p).isDirectory();
    } catch {
      throw new InputError(`${p}: no such file or directory`);
    }
    if (!isDir) {
      files.push(p);
      continue;
    }
    const inDir = readdirSync(p)
      .filter((f) => PUBLISHABLE.has(extname(f).toLowerCase()))
      .sort()
      .map((f) => join(p, f))
      .filter((f) => statSync(f).isFile());
    if (inDir.length === 0) throw new InputError(`${p}: no .json, .yaml or .md files to publish`);
    files.push(...inDir);
  }
  return files;
}

/** One published file and what the store did with it. */
export interface PublishedFile extends PublishOutcome {
  file: string;
  total: number;
  band: string;
}

/**
 * Reads, validates and scores every file first, then publishes them all in one transaction, so a bad file
 * publishes nothing. `publishedAt` is the caller's clock.
 */
export async function publishFiles(
  store: Store,
  files: readonly string[],
  publishedAt: string,
  options: { rubric?: Rubric; onWarnings?: (lines: string[]) => void } = {},
): Promise<PublishedFile[]> {
  const rubric = options.rubric ?? defaultRubric();
  const onWarnings = options.onWarnings ?? printWarnings;
  const loaded = files.map((file) => {
    const input = loadInput(file, rubric);
    onWarnings(input.warnings.map((w) => `${file}: ${w}`));
    const report = scoreScorecard(rubric, input.card);
    return { file, report, record: scorecardRecord(report, publishedAt) };
  });
  const outcomes = await store.publish(loaded.map((l) => l.record));
  // Outcomes come back in the store's write order; match them to files by agent and commit.
  return loaded.map((l) => {
    const o = outcomes.find((x) => x.agentId === l.record.agentId && x.pinnedCommit === l.record.pinnedCommit)!;
    return { ...o, file: l.file, total: l.report.total, band: l.report.band.label };
  });
}

function describe(config: StoreConfig): string {
  return config.kind === "sqlite" ? config.file : redactUrl(config.url);
}

function printPublished(results: readonly PublishedFile[]): void {
  for (const r of results) process.stdout.write(`${r.replaced ? "replaced" : "added"} ${r.agentId} @ ${r.pinnedCommit.slice(0, 12)}: ${formatTotal(r.total)}/10 ${r.band} (${r.file})\n`);
}

function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new InputError(`--port must be an integer 0–65535, got '${value}'`);
  return n;
}

/** Registers `publish` and `serve` (the catalog site and its JSON API). */
export function registerSiteCommands(program: Command): void {
  program
    .command("publish <inputs...>")
    .description("add or replace scorecards (.json/.yaml), reports (.md) or every such file in a directory in the site's store")
    .option("--db <file>", "SQLite file (default: didscore.db, or PostgreSQL when DATABASE_URL is set)")
    .action(async (inputs: string[], o: { db?: string }) => {
      const files = collectInputFiles(inputs);
      const config = storeConfigFrom(o.db, process.env);
      const store = await openStore(config);
      try {
        const results = await publishFiles(store, files, new Date().toISOString());
        printPublished(results);
        process.stderr.write(`published ${results.length} scorecard${results.length === 1 ? "" : "s"} to ${describe(config)}\n`);
      } finally {
        await store.close();
      }
    });

  program
    .command("serve [inputs...]")
    .description("serve the catalog site and its JSON API (publishing any inputs first)")
    .option("--db <file>", "SQLite file (default: didscore.db, or PostgreSQL when DATABASE_URL is set)")
    .option("--host <host>", "address to bind", "127.0.0.1")
    .option("--port <port>", "port (0 picks a free one)", "8080")
    .option("--publish-token <token>", "accept POST /api/entries with this bearer token (or set DIDSCORE_PUBLISH_TOKEN)")
    .action(async (inputs: string[], o: { db?: string; host: string; port: string; publishToken?: string }) => {
      const port = parsePort(o.port);
      const token = o.publishToken ?? process.env["DIDSCORE_PUBLISH_TOKEN"] ?? null;
      if (token !== null && token.length < 16) throw new InputError("--publish-token must be at least 16 characters");
      const config = storeConfigFrom(o.db, process.env);
      const files = inputs.length ? collectInputFiles(inputs) : [];
      const store = await openStore(config);
      try {
        if (files.length) printPublished(await publishFiles(store, files, new Date().toISOString()));
        const site = await startServer({ store, host: o.host, port, publishToken: token });
        process.stdout.write(`didscore site at ${site.url} (${describe(config)}; ${token ? "publishing with a token" : "read-only"})\n`);
        const stop = () => {
          void site.close().finally(() => store.close());
        };
        process.once("SIGINT", stop);
        process.once("SIGTERM", stop);
      } catch (e) {
        await store.close();
        throw e;
      }
    });
}
