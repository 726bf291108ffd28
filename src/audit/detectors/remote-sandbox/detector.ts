import { searchDetector } from "../search-detector.js";

/** Can code run in a kernel-separated or remote ephemeral sandbox (E2B, Daytona, Modal, Firecracker, gVisor, Kata)? */
export const detector = searchDetector({
  id: "remote-sandbox",
  question: "Can code run in a kernel-separated or remote ephemeral sandbox (E2B, Daytona, Modal, Firecracker, gVisor, Kata)?",
  inventory: "interpretation",
  pattern: String.raw`(?i)\be2b\b|e2b_code_interpreter|@e2b/|\bdaytona\b|modal\.Sandbox|firecracker|\bgvisor\b|\brunsc\b|kata-runtime|microvm`,
});
