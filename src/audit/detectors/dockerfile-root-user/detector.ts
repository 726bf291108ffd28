import { DockerfileParser } from "dockerfile-ast";
import type { Detector, Finding, InventoryItem } from "../../finding.js";
import { deploymentFiles } from "../../files.js";
import { absentFinding, foundFinding } from "../search-detector.js";

const DOCKERFILE = /(^|\/)(Dockerfile|[^/]*\.Dockerfile|Dockerfile\.[^/]+)$/;

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
      const instructions = DockerfileParser.parse(text).getInstructions();
      // Why the final stage: earlier build stages never run the shipped program.
      const lastFrom = instructions.map((i) => i.getKeyword()).lastIndexOf("FROM");
      if (lastFrom < 0) continue;
      const users = instructions.slice(lastFrom).filter((i) => i.getKeyword() === "USER");
      const last = users[users.length - 1];
      const user = last?.getArgumentsContent()?.trim().split(":")[0];
      if (!last || user === "root" || user === "0") {
        const at = last ?? instructions[lastFrom]!;
        const line = at.getRange().start.line + 1;
        items.push({ kind: "deployment", detector: detector.id, path: file, line, snippet: (source.lines(file) ?? [])[line - 1]?.trim() ?? "" });
      }
    }
    if (items.length) return foundFinding(detector, items);
    const result = await source.search({ pattern: "^USER", flags: ["-S"], globs: ["**/*Dockerfile*"] });
    return absentFinding(detector, result, { applicable: files.length > 0, note: "every shipped Dockerfile switches to a non-root user in its final stage" });
  },
};
