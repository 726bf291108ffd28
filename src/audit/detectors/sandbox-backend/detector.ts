import { searchDetector } from "../search-detector.js";

/** Does the project ship an isolation backend (container, microVM, gVisor, nsjail, bubblewrap, Landlock, Seatbelt, WASM, remote sandbox)? */
export const detector = searchDetector({
  id: "sandbox-backend",
  question: "Does the project ship an isolation backend (container, microVM, gVisor, nsjail, bubblewrap, Landlock, Seatbelt, WASM, remote sandbox)?",
  inventory: "interpretation",
  pattern: String.raw`(?i)docker\.from_env|dockerode|DockerClient|containers\.run\(|client\.containers|docker[_-]?(image|deployment|runtime|interpreter|executor|sandbox|container)\b|["']docker["'],\s*["'](run|exec)["']|\bdocker (run|exec)\b|\bpodman\b|e2b|daytona|modal\.Sandbox|firecracker|gvisor|runsc|kata-runtime|nsjail|bwrap|bubblewrap|landlock|seatbelt|sandbox-exec|firejail|wasmtime|wasmer|pyodide|--network[= ]none|network_disabled`,
});
