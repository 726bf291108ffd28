import { searchDetector } from "../search-detector.js";

/**
 * Does the program send usage telemetry or crash reports to a third party by default?
 * Why these names and not the word "telemetry": OpenTelemetry and tracing exporters only send when the operator
 * configures an endpoint (opt-in, `tracing-export`); product-analytics and crash SDKs, and opt-out switches
 * (`DO_NOT_TRACK`, `DISABLE_TELEMETRY`), mean reporting is on unless the user turns it off.
 */
export const detector = searchDetector({
  id: "telemetry",
  question: "Does the program send usage telemetry or crash reports to a third party by default?",
  inventory: "secrets",
  pattern: String.raw`(?i)sentry_?sdk|@sentry/|posthog|segment\.(track|io)|mixpanel|amplitude|analytics\.track|\bscarf|bugsnag|disable_?telemetry|telemetry_?disabled|do_?not_?track|anonymi[sz]ed_?telemetry|telemetry_?opt_?out|no_?telemetry`,
});
