import { describe, expect, it } from "vitest";
import { sourceTree } from "../../../../test/helpers/source-tree.js";
import { detector } from "./detector.js";

describe("operation-logging's citations", () => {
  it("cite a line that records an operation before lines logged only on failure", async () => {
    const failures = Object.fromEntries(["a", "b", "c"].map((n) => [`app/${n}.py`, `logger.error("request failed")\n`]));
    const finding = await detector.run({ source: sourceTree({ ...failures, "app/z.py": `logger.info("tool %s called", name)\n` }) });
    expect(finding.outcome).toBe("found");
    expect(finding.evidence[0]).toMatchObject({ file: "app/z.py", contains: 'logger.info("tool %s called", name)' });
  });
});
