import type { Detector, Finding, InventoryItem } from "../../finding.js";
import { ownDeploymentFiles } from "../../files.js";
import { DOCKERFILE, finalStage, instructionItem } from "../dockerfile.js";
import { absentFinding, foundFinding } from "../search-detector.js";

// Why: a final stage that only serves static files or runs a database is a front-end or a dependency, not the agent.
const IDLE = /tail\s+-f\s+\/dev\/null|sleep\s+(infinity|inf\b)/;
const NOT_THE_AGENT = /^(nginx|httpd|caddy|postgres|redis|mysql|mongo|traefik)\b|\/(nginx|httpd|caddy)\b/i;

/** Does the project ship a container image of itself (a top-level or deployment-folder Dockerfile whose final stage runs a program)? */
export const detector: Detector = {
  id: "container-image",
  question: "Does the project ship a container image of itself (a top-level or deployment-folder Dockerfile that runs the program)?",
  inventory: "deployment",
  async run({ source }): Promise<Finding> {
    const items: InventoryItem[] = [];
    for (const file of ownDeploymentFiles(source, DOCKERFILE)) {
      const text = source.read(file);
      const stage = text === null ? null : finalStage(text);
      if (!stage || NOT_THE_AGENT.test(stage[0]!.getArgumentsContent()?.trim() ?? "")) continue;
      // Why the entry point: it shows what the image runs. A stage with neither runs only its base image's command (a
      // Python prompt), and one that idles (`tail -f /dev/null`) waits for a person to exec into it: either image is an
      // environment to work in, not the program packaged to run.
      const run = stage.filter((i) => ["ENTRYPOINT", "CMD"].includes(i.getKeyword())).pop();
      if (!run || IDLE.test(run.getArgumentsContent() ?? "")) continue;
      items.push(instructionItem(source, detector.id, file, run));
    }
    if (items.length) return foundFinding(detector, items);
    const result = await source.search({ pattern: "^FROM", flags: ["-S"], globs: ["**/Dockerfile"] });
    return absentFinding(detector, result, { applicable: true, note: "no top-level or deployment-folder Dockerfile runs the project" });
  },
};
