import type { Detector } from "../../finding.js";
import type { Hit } from "../../source.js";
import { searchDetector } from "../search-detector.js";

// Why: setting an opt-out switch on (`"DISABLE_TELEMETRY": "1"`, `DO_NOT_TRACK=1` in a child's environment) turns off
// another program's reporting; only reading the switch shows the program's own reporting is on until a user opts out.
const SWITCHED_OFF = /(disable_?telemetry|do_?not_?track|no_?telemetry|telemetry_?disabled)["']?\s*[:=]\s*["']?(1|true)\b/i;

// Why: a crash-reporting SDK sends only to the DSN it is given; with the DSN read from the operator's settings
// (`sentry_sdk.init(dsn=os.getenv("SENTRY_DSN"))`, empty in a shipped env) it reports nothing by default. It is on by
// default only where the project writes a DSN of its own (`https://<key>@o1.ingest.sentry.io/2`) somewhere: in code, in
// a default that falls back to it, or in a chart's values.
const SENTRY = /sentry/i;
const OTHER_REPORTER = /posthog|segment|mixpanel|amplitude|analytics|scarf|bugsnag|telemetry|track/i;
const DSN_LITERAL = String.raw`https?://[0-9a-f]{16,}@[\w.-]+/\d+`;

/** Whether a line names only a crash-reporting SDK (no analytics, no opt-out switch). */
function onlyCrashReporting(text: string): boolean {
  return SENTRY.test(text) && !OTHER_REPORTER.test(text);
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
const reportsToOwnDsn = searchDetector(spec);
const reportsToOperatorDsn = searchDetector({
  ...spec,
  keep: (hit) => spec.keep(hit) && !onlyCrashReporting(hit.text),
  dropNote: "the hits are comments, switch another program's reporting off, or set up crash reporting to a DSN the operator supplies (the project writes none of its own)",
});

/**
 * Does the program send usage telemetry or crash reports to a third party by default? Crash reporting counts only when
 * the project holds a DSN of its own.
 */
export const detector: Detector = {
  id: spec.id,
  question: spec.question,
  inventory: spec.inventory,
  async run(ctx) {
    const finding = await reportsToOwnDsn.run(ctx);
    // Why the DSN search only then: most trees name no crash reporter, and the source caches the first search, so
    // the second finding costs nothing more.
    if (!finding.items.some((item) => onlyCrashReporting(item.snippet))) return finding;
    const dsn = await ctx.source.search({ pattern: DSN_LITERAL, flags: ["-S"], globs: ctx.source.shipping.globs });
    return dsn.hits.length > 0 ? finding : reportsToOperatorDsn.run(ctx);
  },
};
