import { searchDetector } from "../search-detector.js";

/**
 * The vocabulary of remote and kernel-separated sandboxes, shared with sandbox-backend (every such sandbox is also an
 * isolation backend). Why imports and quoted backend names rather than the bare words: model names (gemma-3n-e2b) and
 * logo files mention the same words without any sandbox behind them.
 */
export const REMOTE_SANDBOX = String.raw`\b(from|import)\s+(e2b|daytona)\b|e2b_code_interpreter|daytona_sdk|@e2b/|@daytonaio/|require\(['"]e2b['"]\)|['"](e2b|daytona)['"]|modal\.Sandbox|\bfirecracker\b|\bgvisor\b|\brunsc\b|kata-runtime|\bmicrovm\b|dynamicsessions\.io|pool_?management_?endpoint`;

/** Can code run in a kernel-separated or remote ephemeral sandbox (E2B, Daytona, Modal, Firecracker, gVisor, Kata, Azure Container Apps dynamic sessions)? */
export const detector = searchDetector({
  id: "remote-sandbox",
  question: "Can code run in a kernel-separated or remote ephemeral sandbox (E2B, Daytona, Modal, Firecracker, gVisor, Kata, Azure Container Apps dynamic sessions)?",
  inventory: "interpretation",
  // Why text literals too (for now): see approval-default-off.
  readsTextLiterals: true,
  pattern: String.raw`(?i)${REMOTE_SANDBOX}`,
});
