import type { Detector } from "../../finding.js";
import type { Hit } from "../../source.js";
import { narrowedSearchDetector } from "../search-detector.js";

// Why: setting an opt-out switch on (`"DISABLE_TELEMETRY": "1"`, `DO_NOT_TRACK=1` in a child's environment) turns off
// another program's reporting; only reading the switch shows the program's own reporting is on until a user opts out.
const SWITCHED_OFF = /(disable_?telemetry|do_?not_?track|no_?telemetry|telemetry_?disabled)["']?\s*[:=]\s*["']?(1|true)\b/i;

// Why: a crash-reporting or product-analytics SDK addressed by a key sends only to the key it is given; with the key
// read from the operator's settings (`sentry_sdk.init(dsn=os.getenv("SENTRY_DSN"))`, `if (process.env.POSTHOG_KEY)`,
// empty in a shipped env) it reports nothing by default. It is on by default only where the project writes a key of
// its own somewhere: in code, in a default that falls back to it, or in a chart's values (a Sentry DSN,
// `https://<key>@o1.ingest.sentry.io/2`, or a PostHog project key, `phc_…`).
const KEYED_REPORTERS = [
  { name: /sentry/i, key: String.raw`https?://[0-9a-f]{16,}@[\w.-]+/\d+` },
  { name: /posthog/i, key: String.raw`\bphc_[A-Za-z0-9]{20,}` },
];
const OTHER_REPORTER = /segment|mixpanel|amplitude|analytics|scarf|bugsnag|telemetry|track/i;

/** The key-addressed reporter a line names alone (no other analytics, no opt-out switch), if any. */
function keyedReporterOnly(text: string): (typeof KEYED_REPORTERS)[number] | undefined {
  return OTHER_REPORTER.test(text) ? undefined : KEYED_REPORTERS.find((r) => r.name.test(text));
}

// Why these names and not the word "telemetry": OpenTelemetry and tracing exporters only send when the operator
// configures an endpoint (opt-in, `tracing-export`); product-analytics and crash SDKs, and opt-out switches
// (`DO_NOT_TRACK`, `DISABLE_TELEMETRY`) read by the program, mean reporting is on unless the user turns it off.
// Why: a bare domain as a list item (`'mixpanel.com',` in a list of trackers to filter out) names a service; it sends
// nothing to it.
const DOMAIN_LIST_ITEM = /^\s*["'][\w.-]+\.(com|io|net|org)["'],?\s*$/;

const spec = {
  id: "telemetry",
  question: "Does the program send usage telemetry or crash reports to a third party by default?",
  inventory: "secrets" as const,
  keep: (hit: Hit) => !SWITCHED_OFF.test(hit.text) && !DOMAIN_LIST_ITEM.test(hit.text),
  dropNote: "the hits are comments, switch another program's reporting off, or are a domain in a list",
  pattern: String.raw`(?i)sentry_?sdk|@sentry/|posthog|segment\.(track|io)|mixpanel|@amplitude/|amplitude[-_.](js|sdk|init|track|getInstance)|analytics\.track|\bscarf|bugsnag|disable_?telemetry|telemetry_?disabled|do_?not_?track|anonymi[sz]ed_?telemetry|telemetry_?opt_?out|no_?telemetry`,
};
/**
 * Does the program send usage telemetry or crash reports to a third party by default? A reporter addressed by a key
 * counts only when the project holds a key of its own.
 */
export const detector: Detector = narrowedSearchDetector(spec, async (finding, ctx) => {
  // Why the key searches only then: most trees name no such reporter.
  const named = KEYED_REPORTERS.filter((r) => finding.items.some((item) => keyedReporterOnly(item.snippet) === r));
  const keyless: typeof named = [];
  for (const r of named) if ((await ctx.source.search({ pattern: r.key, flags: ["-S"], globs: ctx.source.shipping.globs })).hits.length === 0) keyless.push(r);
  if (keyless.length === 0) return null;
  return {
    drop: (hit) => keyless.some((r) => r === keyedReporterOnly(hit.text)),
    dropNote: "the hits are comments, switch another program's reporting off, or set up crash reporting or analytics to a DSN or key the operator supplies (the project writes none of its own)",
  };
});
