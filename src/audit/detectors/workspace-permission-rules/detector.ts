import { fileMentions, searchDetector, WRITES_FILE } from "../search-detector.js";

// Why the file must also write, and write allow rules: reading a project's settings file is C6's repository-config
// question; storing the product's own allow rules there is what puts approval within the agent's reach.
// An allow-rule key as a map key or assignment (`allow:`, `"permissions" =`), a struct field (`Allow: rules`) or a
// serialisation tag (`json:"permissions"`).
const ALLOW_RULES = /["']?\b(allow|allowed_?tools|permissions|auto_?approve|always_?allow)\b["']?\s*[:=\]]|json:"(allow|permissions)\b/i;

/**
 * Does the product write permission or approval rules into a settings file inside the project or workspace the agent
 * works in? An agent that can edit files there can then approve itself (C2's self-approval).
 */
export const detector = searchDetector({
  id: "workspace-permission-rules",
  question: "Does the product write permission or approval rules into a settings file inside the agent's project or workspace?",
  inventory: "approval",
  // A path built from the project, workspace or working directory that ends in a settings, permissions or allowlist file.
  pattern: String.raw`(?i)(cwd|project\w*|workspace\w*|worktree\w*|repo\w*)\b.{0,60}["'\x60][^"'\x60]*(settings|permissions?|approvals?|allowlist|trust\w*)(\.local)?\.(json|ya?ml|toml)["'\x60]`,
  keep: (hit, source) => fileMentions(hit, source, WRITES_FILE) && fileMentions(hit, source, ALLOW_RULES),
  dropNote: "the hits are comments or lie in files that only read the settings, or write no allow rules",
});
