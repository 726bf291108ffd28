import { describe, expect, it } from "vitest";
import { sourceTree } from "../../../../test/helpers/source-tree.js";
import { detector } from "./detector.js";

describe("ssrf-guard's citations", () => {
  it("cite the address check itself before places that only name the guard", async () => {
    const names = Object.fromEntries(["a", "b", "c"].map((n) => [`app/${n}.py`, `    except SSRFError:\n`]));
    const guard = `def blocked(ip):\n    return ip.is_loopback or ip.is_private\n`;
    const finding = await detector.run({ source: sourceTree({ ...names, "app/z_url.py": guard }) });
    expect(finding.outcome).toBe("found");
    expect(finding.evidence[0]).toMatchObject({ file: "app/z_url.py", contains: "return ip.is_loopback or ip.is_private" });
  });
});
