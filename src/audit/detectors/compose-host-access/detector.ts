import { LineCounter, parseDocument, isMap, isScalar, isSeq, type Node } from "yaml";
import type { Detector, Finding, InventoryItem } from "../../finding.js";
import { defaultDeploymentFiles } from "../../files.js";
import { COMPOSE } from "../compose.js";
import { absentFinding, foundFinding } from "../search-detector.js";

const DANGEROUS_CAPS = new Set(["ALL", "SYS_ADMIN", "SYS_PTRACE", "NET_ADMIN", "SYS_MODULE", "DAC_READ_SEARCH"]);

/**
 * Does the default compose configuration give a container host-equivalent access (privileged, Docker socket, host
 * network or PID, dangerous capabilities)? Why only the default files: devcontainers, debug variants, templates and
 * observability add-ons are not what a user deploys, and experts do not score them.
 */
export const detector: Detector = {
  id: "compose-host-access",
  question: "Does the default compose configuration give a container host-equivalent access (privileged, Docker socket, host network or PID, dangerous capabilities)?",
  inventory: "deployment",
  async run({ source, configPath }): Promise<Finding> {
    const items: InventoryItem[] = [];
    const files = defaultDeploymentFiles(source, COMPOSE, configPath);
    for (const file of files) {
      const text = source.read(file);
      if (text === null) continue;
      const counter = new LineCounter();
      const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: false });
      const services = doc.get("services", true);
      if (!isMap(services)) continue;
      const lines = source.lines(file) ?? [];
      const add = (node: Node | null | undefined, why: string) => {
        if (!node?.range) return;
        const line = counter.linePos(node.range[0]).line;
        items.push({ kind: "deployment", detector: detector.id, path: file, line, snippet: `${why}: ${(lines[line - 1] ?? "").trim()}` });
      };
      for (const pair of services.items) {
        const svc = pair.value;
        if (!isMap(svc)) continue;
        const privileged = svc.get("privileged", true);
        if (isScalar(privileged) && (privileged.value === true || privileged.value === "true")) add(privileged, "privileged");
        // Why not ipc: sharing the host's IPC namespace is not host-equivalent the way its network or PIDs are.
        for (const key of ["network_mode", "pid"]) {
          const v = svc.get(key, true);
          if (isScalar(v) && v.value === "host") add(v, `${key} host`);
        }
        const volumes = svc.get("volumes", true);
        if (isSeq(volumes)) for (const v of volumes.items) if (isScalar(v) && String(v.value).includes("docker.sock")) add(v, "Docker socket mounted");
        const caps = svc.get("cap_add", true);
        if (isSeq(caps)) for (const c of caps.items) if (isScalar(c) && DANGEROUS_CAPS.has(String(c.value).toUpperCase())) add(c, `cap_add ${String(c.value)}`);
      }
    }
    if (items.length) return foundFinding(detector, items, (i) => (source.lines(i.path) ?? [])[i.line - 1] ?? "");
    const result = await source.search({ pattern: "privileged|docker\\.sock|network_mode|cap_add", globs: ["**/*compose*.y*ml"] });
    return absentFinding(detector, result, { applicable: files.length > 0, note: "no service is privileged, mounts the Docker socket, uses host networking or adds dangerous capabilities" });
  },
};
