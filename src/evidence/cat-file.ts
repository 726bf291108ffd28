import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { EvidenceError } from "./errors.js";
import { gitEnv } from "./git.js";

/** Receives one object's bytes as they arrive (a chunk is only valid during the call), then its end. */
export interface BlobSink {
  write(chunk: Buffer): void;
  end(): void;
}

interface Pending {
  oid: string;
  sink: BlobSink;
  resolve(found: boolean): void;
  reject(error: Error): void;
  /** Set when the sink threw: the rest of the object is read and dropped, then the request fails. */
  sinkError?: Error;
}

const OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/**
 * One long-lived `git cat-file --batch` for a repository: objects are asked for by id, and git
 * answers in request order, so many requests can be in flight at once (materialising a tree
 * pipelines every blob through this single process instead of spawning one per file).
 */
export class CatFileReader {
  private child: ChildProcessByStdio<Writable, Readable, Readable> | null = null;
  private readonly queue: Pending[] = [];
  private header: Buffer[] = [];
  /** Body bytes still to come for the head of the queue; -1 while a header line is being read. */
  private remaining = -1;
  private awaitingNewline = false;
  private failure: Error | null = null;
  private stderr = "";

  constructor(private readonly gitDir: string) {}

  /** Stream object `oid` into `sink`; resolves false when git has no such object. */
  stream(oid: string, sink: BlobSink): Promise<boolean> {
    if (!OBJECT_ID.test(oid)) return Promise.reject(new EvidenceError(`not an object id: ${oid}`));
    if (this.failure) return Promise.reject(this.failure);
    const child = this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ oid, sink, resolve, reject });
      child.stdin.write(`${oid}\n`);
    });
  }

  /** Read a whole object into memory; null when git has no such object. */
  async read(oid: string): Promise<Buffer | null> {
    const chunks: Buffer[] = [];
    const found = await this.stream(oid, { write: (c) => chunks.push(Buffer.from(c)), end: () => undefined });
    return found ? Buffer.concat(chunks) : null;
  }

  /** End the git process (after it answers what is pending) and wait for it. Safe to call twice. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
    child.stdin.end();
    // git exits at end of input; a kill is only for a process that is stuck writing to us.
    const timer = setTimeout(() => child.kill("SIGKILL"), 2000);
    await exited;
    clearTimeout(timer);
  }

  private start(): ChildProcessByStdio<Writable, Readable, Readable> {
    if (this.child) return this.child;
    const child = spawn("git", ["--git-dir", this.gitDir, "cat-file", "--batch"], {
      env: gitEnv(),
      stdio: ["pipe", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => this.onData(chunk));
    child.stderr.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-2000);
    });
    child.stdin.on("error", () => undefined); // the exit handler reports why the pipe closed
    child.on("error", (e) => this.fail(child, new EvidenceError(`could not run git cat-file: ${e.message}`)));
    child.on("close", (code) => {
      const why = this.stderr.trim().split("\n")[0] || `exit code ${code}`;
      this.fail(child, new EvidenceError(`git cat-file stopped in ${this.gitDir}: ${why}`));
    });
    this.child = child;
    return child;
  }

  private fail(child: ChildProcessByStdio<Writable, Readable, Readable>, error: Error): void {
    if (this.child === child) this.child = null;
    if (this.queue.length === 0) return;
    this.failure = error;
    for (const p of this.queue.splice(0)) p.reject(error);
  }

  private onData(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      const head = this.queue[0];
      if (!head) return; // output nobody asked for: ignore it rather than misattribute it
      if (this.awaitingNewline) {
        at++; // git ends every body with one LF
        this.awaitingNewline = false;
        this.queue.shift();
        this.feed(head, () => head.sink.end());
        if (head.sinkError) head.reject(head.sinkError);
        else head.resolve(true);
      } else if (this.remaining >= 0) {
        const take = Math.min(this.remaining, chunk.length - at);
        if (take > 0) this.feed(head, () => head.sink.write(chunk.subarray(at, at + take)));
        at += take;
        this.remaining -= take;
        if (this.remaining === 0) {
          this.remaining = -1;
          this.awaitingNewline = true;
        }
      } else {
        const nl = chunk.indexOf(0x0a, at);
        if (nl < 0) {
          this.header.push(chunk.subarray(at));
          return;
        }
        this.header.push(chunk.subarray(at, nl));
        at = nl + 1;
        this.onHeader(head, Buffer.concat(this.header).toString("utf8"));
        this.header = [];
      }
    }
  }

  /** Call into a sink; its failure belongs to its request, never to the stream of other objects. */
  private feed(head: Pending, call: () => void): void {
    if (head.sinkError) return;
    try {
      call();
    } catch (error) {
      head.sinkError = error instanceof Error ? error : new Error(String(error));
    }
  }

  private onHeader(head: Pending, line: string): void {
    const parts = line.split(" ");
    if (parts.length === 3) {
      const size = Number(parts[2]);
      if (size === 0) this.awaitingNewline = true;
      else this.remaining = size;
      return;
    }
    // "<name> missing" (or "ambiguous"): no body follows.
    this.queue.shift();
    head.resolve(false);
  }
}
