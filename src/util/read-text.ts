import { readFileSync, statSync } from "node:fs";
import { InputError } from "./errors.js";

/** Largest input file didscore reads (a scorecard or report is tens of kilobytes). */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

function lineOf(buf: Buffer, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (buf[i] === 0x0a) line++;
  return line;
}

/** Offset of the first byte that breaks UTF-8, or -1. */
function firstInvalidUtf8(buf: Buffer): number {
  for (let i = 0; i < buf.length; ) {
    const b = buf[i]!;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (((buf[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return -1;
}

/** Reads a text input with a size cap, refusing binary and invalid UTF-8 with the file and line named. */
export function readTextFile(file: string): string {
  let size: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) throw new InputError(`${file}: not a regular file`);
    size = st.size;
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  if (size > MAX_INPUT_BYTES) throw new InputError(`${file}: ${size} bytes is over the ${MAX_INPUT_BYTES / 1024 / 1024} MiB input limit`);
  const buf = readFileSync(file);
  const nul = buf.indexOf(0);
  if (nul >= 0) throw new InputError(`${file}:${lineOf(buf, nul)}: binary content (NUL byte), not a scorecard or report`);
  const bad = firstInvalidUtf8(buf);
  if (bad >= 0) throw new InputError(`${file}:${lineOf(buf, bad)}: not valid UTF-8 (byte offset ${bad})`);
  return buf.toString("utf8").replace(/^\uFEFF/, "");
}
