import { searchDetector } from "../search-detector.js";

/**
 * Does the code that starts a container or sandbox harden it (dropped capabilities, `no-new-privileges`, seccomp, a
 * read-only root filesystem, no network)?
 * Why it matters to C4: the anchors' L3 is a hardened container or OS sandbox profile; a stock container, root inside
 * with default capabilities, is L2. The judge does not raise S on these options alone: experts rated the sandbox of 6
 * of the 7 platforms among 182 reviews that pass some of them L2, so some options do not make the anchor's full
 * profile. It does rate B by them: a platform's hardened sandbox is not the agent's own process (C4 B L2).
 */
export const detector = searchDetector({
  id: "sandbox-hardening",
  question: "Does the code that starts a container or sandbox harden it (dropped capabilities, no-new-privileges, seccomp, read-only root, no network)?",
  inventory: "interpretation",
  // Why only options passed where a container is started (a CLI flag, an SDK's keyword or field): the words in prose or
  // a README describe hardening; these set it.
  pattern: String.raw`(?i)["'\x60]--cap-drop|\bcap_drop\s*[=:]|\bCapDrop\s*:|no-new-privileges|\bsecurity_opt\s*[=:]|["'\x60]--security-opt|\bSecurityOpt\s*:|\bReadonlyRootfs\s*:\s*true|["'\x60]--read-only["'\x60]|\bnetwork_mode\s*=\s*["']none["']|\bnetwork_disabled\s*=\s*True|\bNetworkMode\s*:\s*["']none|["'\x60]--network[= ]none|["'\x60]--net=none|--caps\.drop`,
});
