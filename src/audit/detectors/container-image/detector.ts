import { DockerfileParser } from "dockerfile-ast";
import type { Detector, Finding, InventoryItem } from "../../finding.js";
import { ownDeploymentFiles } from "../../files.js";
import { absentFinding, foundFinding } from "../search-detector.js";

const DOCKERFILE = /(^|\/)Dockerfile$/;
// Why: a final stage that only serves static files or runs a database is a front-end or a dependency, not the agent.
const NOT_THE_AGENT = /^(nginx|httpd|caddy|postgres|redis|mysql|mongo|traefik)\b|\/(nginx|httpd|caddy)\b/i;

/** Does the project ship a container image of itself (a top-level or deployment-folder Dockerfile whose final stage runs a program)? */
export const detector: Detector = {
  id: "container-image",
  question: "Does the project ship a container image of itself (a top-level or deployment-folder Dockerfile that runs the program)?",
  inventory: "deployment",
  async run({ source }): Promise<Finding> {
    const items: InventoryItem[] = [];
    const files = ownDeploymentFiles(source, DOCKERFILE);
    for (const file of files) {
      const text = source.read(file);
      if (text === null) continue;
      const instructions = DockerfileParser.parse(text).getInstructions();
      const lastFrom = instructions.map((i) => i.getKeyword()).lastIndexOf("FROM");
      if (lastFrom < 0 || NOT_THE_AGENT.test(instructions[lastFrom]!.getArgumentsContent()?.trim() ?? "")) continue;
      // Why the entry point: it shows what the image runs; a stage with neither still runs the base image's command.
      const run = instructions.slice(lastFrom).filter((i) => ["ENTRYPOINT", "CMD"].includes(i.getKeyword())).pop() ?? instructions[lastFrom]!;
      const line = run.getRange().start.line + 1;
      items.push({ kind: "deployment", detector: detector.id, path: file, line, snippet: (source.lines(file) ?? [])[line - 1]?.trim() ?? "" });
    }
    if (items.length) return foundFinding(detector, items);
    const result = await source.search({ pattern: "^FROM", flags: ["-S"], globs: ["**/Dockerfile"] });
    return absentFinding(detector, result, { applicable: true, note: "no top-level or deployment-folder Dockerfile runs the project" });
  },
};
