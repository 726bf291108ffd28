import { isCommentLine, searchDetector } from "../search-detector.js";

// Why: a command printed for the user to run ("docker run -d …" in setup instructions) is not the program isolating code.
const PRINTED = /\b(print|println|echo|console\.(log|error|info|warn)|logger\.\w+|log\.\w+)\s*\(?\s*f?["'`]/;

/** Does the project ship an isolation backend (container, microVM, gVisor, nsjail, bubblewrap, Landlock, Seatbelt, WASM, remote sandbox)? */
export const detector = searchDetector({
  id: "sandbox-backend",
  question: "Does the project ship an isolation backend (container, microVM, gVisor, nsjail, bubblewrap, Landlock, Seatbelt, WASM, remote sandbox)?",
  inventory: "interpretation",
  keep: (hit) => !isCommentLine(hit.text) && !PRINTED.test(hit.text),
  dropNote: "the hits print instructions for the user or are comments",
  pattern: String.raw`(?i)docker\.from_env|dockerode|DockerClient|containers\.run\(|client\.containers|docker[_-]?(image|deployment|runtime|interpreter|executor|sandbox|container)\b|["']docker["'],\s*["'](run|exec)["']|\bdocker (run|exec)\b|\bpodman\b|\be2b\b|\bdaytona\b|modal\.Sandbox|firecracker|\bgvisor\b|\brunsc\b|kata-runtime|\bnsjail\b|\bbwrap\b|bubblewrap|\blandlock\b|\bseatbelt\b|sandbox-exec|\bfirejail\b|\bwasmtime\b|\bwasmer\b|\bpyodide\b|isolated-vm|\bvm2\b|new ivm\.Isolate|quickjs|--network[= ]none|network_disabled`,
});
