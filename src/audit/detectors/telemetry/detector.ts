import { searchDetector } from "../search-detector.js";

// Why: setting an opt-out switch on (`"DISABLE_TELEMETRY": "1"`, `DO_NOT_TRACK=1` in a child's environment) turns off
// another program's reporting; only reading the switch shows the program's own reporting is on until a user opts out.
const SWITCHED_OFF = /(disable_?telemetry|do_?not_?track|no_?telemetry|telemetry_?disabled)["']?\s*[:=]\s*["']?(1|true)\b/i;

/**
 * Does the program send usage telemetry or crash reports to a third party by default?
 * Why these names and not the word "telemetry": OpenTelemetry and tracing exporters only send when the operator
 * configures an endpoint (opt-in, `tracing-export`); product-analytics and crash SDKs, and opt-out switches
 * (`DO_NOT_TRACK`, `DISABLE_TELEMETRY`) read by the program, mean reporting is on unless the user turns it off.
 */
export const detector = searchDetector({
  id: "telemetry",
  question: "Does the program send usage telemetry or crash reports to a third party by default?",
  inventory: "secrets",
  keep: (hit) => !SWITCHED_OFF.test(hit.text),
  dropNote: "the hits are comments or switch another program's reporting off",
  pattern: String.raw`(?i)sentry_?sdk|@sentry/|posthog|segment\.(track|io)|mixpanel|@amplitude/|amplitude[-_.](js|sdk|init|track|getInstance)|analytics\.track|\bscarf|bugsnag|disable_?telemetry|telemetry_?disabled|do_?not_?track|anonymi[sz]ed_?telemetry|telemetry_?opt_?out|no_?telemetry`,
});
