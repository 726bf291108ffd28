import { REMOTE_SANDBOX } from "../remote-sandbox/detector.js";
import { searchDetector } from "../search-detector.js";

// Why: a command printed for the user to run ("docker run -d …" in setup instructions) is not the program isolating code.
const PRINTED = /\b(print|println|echo|console\.(log|error|info|warn)|logger\.\w+|log\.\w+)\s*\(?\s*f?["'`]/;

/** Does the project ship an isolation backend (container, microVM, gVisor, nsjail, bubblewrap, Landlock, Seatbelt, WASM, remote sandbox)? */
export const detector = searchDetector({
  id: "sandbox-backend",
  question: "Does the project ship an isolation backend (container, microVM, gVisor, nsjail, bubblewrap, Landlock, Seatbelt, WASM, remote sandbox)?",
  inventory: "interpretation",
  keep: (hit) => !PRINTED.test(hit.text),
  dropNote: "the hits print instructions for the user or are comments",
  // Why not vm2: it filters Node from inside the agent's process (the in-process-sandbox detector), no OS boundary.
  // Why no bare "docker run", "podman" or "vm2": error messages, help text, model names (gemma-3n-e2b) and
  // unrelated variables (vm2.ErrorDetails, DOCKER_IMAGE) carry the same words without any isolation behind them. Why a
  // `'run', '--rm'` argument list: the runtime's binary is often a constant (`spawn(RUNTIME_BIN, args)`), and `--rm` is
  // a container runtime's flag.
  pattern: String.raw`(?i)docker\.from_env|dockerode|DockerClient|containers\.run\(|client\.containers|docker[_-]?(deployment|runtime|interpreter|executor|sandbox|workspace)(\b|(?-i:[A-Z]))|["']docker["'],\s*["'](run|exec)["']|["']podman["'],\s*["'](run|exec)["']|["']run["'],\s*["']--rm["']|${REMOTE_SANDBOX}|\bnsjail\b|\bbwrap\b|\bbubblewrap|\blandlock\b|\bseatbelt\b|sandbox-exec|\bfirejail\b|\bwasmtime\b|\bwasmer\b|\bpyodide\b|isolated-vm|new ivm\.Isolate|quickjs|--network[= ]none|network_disabled|\bdagger\.Connect\(`,
});
