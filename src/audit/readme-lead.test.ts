import { describe, expect, it } from "vitest";
import { sourceTree as tree } from "../../test/helpers/source-tree.js";
import { readmeLead } from "./readme-lead.js";

const fence = "```";

describe("README lead", () => {
  it("is library use when a code example imports the package before any example runs its command", () => {
    const readme = `# Agent\n\n${fence}bash\npip install agent\n${fence}\n\n${fence}python\nfrom agent import Agent\nAgent().run()\n${fence}\n\n${fence}bash\nagent --help\n${fence}\n`;
    expect(readmeLead(tree({ "README.md": readme }), ["agent"])).toBe("library");
  });

  it("is the command when an example runs it first, and a deployment when compose or helm comes first", () => {
    const command = `${fence}sh\n$ agent ask "why is the pod failing"\n${fence}\n${fence}python\nimport agent\n${fence}\n`;
    expect(readmeLead(tree({ "README.md": command }), ["agent"])).toBe("command");
    const deploy = `${fence}bash\ndocker compose up -d\n${fence}\n${fence}bash\nagent serve\n${fence}\n`;
    expect(readmeLead(tree({ "README.md": deploy }), ["agent"])).toBe("deploy");
  });

  it("is unknown without a README or code examples", () => {
    expect(readmeLead(tree({ "src/a.ts": "" }), ["agent"])).toBeNull();
    expect(readmeLead(tree({ "README.md": "An agent.\n" }), ["agent"])).toBeNull();
  });
});
