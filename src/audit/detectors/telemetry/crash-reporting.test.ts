import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceTree } from "../../../../test/helpers/source-tree.js";
import { detector } from "./detector.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const operatorDsn = readFileSync(join(HERE, "fixtures", "crash_operator.py"), "utf8");

describe("telemetry's crash reporting", () => {
  it("does not count a crash-reporting SDK that sends only to the DSN the operator sets", async () => {
    const finding = await detector.run({ source: sourceTree({ "app/crash.py": operatorDsn }) });
    expect(finding.outcome).toBe("not-found");
    const [evidence] = finding.evidence;
    expect(evidence && "note" in evidence ? evidence.note : "").toMatch(/DSN or key the operator supplies/);
  });

  it("counts it when the project writes a DSN of its own anywhere, such as a chart's values", async () => {
    const values = 'sentryDSN: "https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/42"\n';
    const finding = await detector.run({ source: sourceTree({ "app/crash.py": operatorDsn, "helm/app/values.yaml": values }) });
    expect(finding.outcome).toBe("found");
    expect(finding.items.map((i) => `${i.path}:${i.line}`)).toEqual(["app/crash.py:3", "app/crash.py:11"]);
  });

  it("treats product analytics addressed by a key the same way: off until the operator supplies one", async () => {
    const guarded = 'import { PostHog } from "posthog-node";\nexport const client = process.env.POSTHOG_PUBLIC_API_KEY ? new PostHog(process.env.POSTHOG_PUBLIC_API_KEY) : null;\n';
    expect((await detector.run({ source: sourceTree({ "src/telemetry.ts": guarded }) })).outcome).toBe("not-found");
    const shipped = 'export const KEY = "phc_0123456789abcdefABCDEFghijkl";\n';
    expect((await detector.run({ source: sourceTree({ "src/telemetry.ts": guarded, "src/key.ts": shipped }) })).outcome).toBe("found");
  });
});
