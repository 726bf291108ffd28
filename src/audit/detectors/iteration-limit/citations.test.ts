import { describe, expect, it } from "vitest";
import { sourceTree } from "../../../../test/helpers/source-tree.js";
import { detector } from "./detector.js";

describe("iteration-limit's citations", () => {
  it("cite the comparison that stops the loop before a cap handed to a prompt or declared in settings", async () => {
    const finding = await detector.run({
      source: sourceTree({
        "agent/a_config.py": "class Config:\n    max_search_rounds: int = 6\n",
        "agent/b_prompt.py": "prompt = template.format(\n    max_search_rounds=config.max_search_rounds\n)\n",
        "agent/c_loop.py": "def step(state, config):\n    if state.iterations >= config.max_search_rounds:\n        return END\n",
      }),
    });
    expect(finding.outcome).toBe("found");
    expect(finding.evidence[0]).toMatchObject({ file: "agent/c_loop.py", contains: "if state.iterations >= config.max_search_rounds:" });
  });
});
