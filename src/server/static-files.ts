import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { InputError } from "../util/errors.js";

/** One static file held in memory. */
export interface StaticFile {
  body: Buffer;
  type: string;
}

/** The client files served under /static/, and a content hash used to bust caches in their URLs. */
export interface StaticAssets {
  files: Map<string, StaticFile>;
  version: string;
}

const FILES: Record<string, string> = { "site.css": "text/css; charset=utf-8", "site.js": "text/javascript; charset=utf-8", "favicon.svg": "image/svg+xml" };

/** Finds web/static shipped with the package, from src/server or from dist/. */
export function findStaticDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, "web", "static", "site.js"))) return join(dir, "web", "static");
    dir = dirname(dir);
  }
  throw new InputError("web/static/site.js not found next to the didscore package");
}

/** Loads the fixed set of client files once (a whitelist: no path from a request ever reaches the filesystem). */
export function loadStaticAssets(dir: string = findStaticDir()): StaticAssets {
  const files = new Map<string, StaticFile>();
  const hash = createHash("sha1");
  for (const [name, type] of Object.entries(FILES)) {
    const body = readFileSync(join(dir, name));
    hash.update(body);
    files.set(name, { body, type });
  }
  return { files, version: hash.digest("hex").slice(0, 10) };
}
