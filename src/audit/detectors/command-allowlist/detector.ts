import { searchDetector } from "../search-detector.js";

/** Are commands or operations checked against an allowlist in code? */
export const detector = searchDetector({
  id: "command-allowlist",
  question: "Are commands or operations checked against an allowlist in code?",
  inventory: "scoping",
  pattern: String.raw`(?i)allowed_?(commands|cmds|binaries|programs|tools|operations)|(command|cmd|tool|operation)_?(allow_?list|whitelist)|safe_?commands|trusted_?commands|\ballowed\[|\ballowed\s*(:?=|:)\s*(map\[|\{|\[|set\(|frozenset|new Set)|\ballowlist\b|\ballow_list\b`,
});
