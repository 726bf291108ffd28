import type { Detector, Finding, InventoryItem } from "../../finding.js";
import { deploymentFiles } from "../../files.js";
import { FRONT_END_FOLDER } from "../../globs.js";
import { finalStage, instructionItem } from "../dockerfile.js";
import { absentFinding, foundFinding } from "../search-detector.js";

const DOCKERFILE = /(^|\/)(Dockerfile|[^/]*\.Dockerfile|Dockerfile\.[^/]+)$/;

// Why: an image that serves the web front end (a Dockerfile in a front-end folder, or a final stage on a static web
// server's image) runs no agent code; whoever it runs as, a hijacked agent's commands never land there.
const STATIC_SERVER_IMAGE = /^(\S+\/)?(nginx|httpd|caddy|nginxinc\/nginx-unprivileged)(:|@|\s|$)/i;

/** Do shipped Dockerfiles leave the runtime user as root (no USER in the final stage, or USER root/0)? */
export const detector: Detector = {
  id: "dockerfile-root-user",
  question: "Do shipped Dockerfiles leave the runtime user as root (no USER in the final stage, or USER root/0)?",
  inventory: "deployment",
  async run({ source, configPath }): Promise<Finding> {
    const items: InventoryItem[] = [];
    const files = deploymentFiles(source, DOCKERFILE, configPath);
    for (const file of files) {
      const text = source.read(file);
      if (text === null) continue;
      const stage = finalStage(text);
      if (!stage || FRONT_END_FOLDER.test(file) || STATIC_SERVER_IMAGE.test(stage[0]!.getArgumentsContent()?.trim() ?? "")) continue;
      const users = stage.filter((i) => i.getKeyword() === "USER");
      const last = users[users.length - 1];
      const user = last?.getArgumentsContent()?.trim().split(":")[0];
      if (!last || user === "root" || user === "0") items.push(instructionItem(source, detector.id, file, last ?? stage[0]!));
    }
    if (items.length) return foundFinding(detector, items);
    const result = await source.search({ pattern: "^USER", flags: ["-S"], globs: ["**/*Dockerfile*"] });
    return absentFinding(detector, result, { applicable: files.length > 0, note: "every shipped Dockerfile switches to a non-root user in its final stage" });
  },
};
