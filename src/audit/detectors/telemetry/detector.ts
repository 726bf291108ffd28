import { searchDetector } from "../search-detector.js";

/** Does the program send telemetry or crash reports to a third party? */
export const detector = searchDetector({
  id: "telemetry",
  question: "Does the program send telemetry or crash reports to a third party?",
  inventory: "secrets",
  pattern: String.raw`(?i)sentry_?sdk|@sentry/|posthog|segment\.(track|io)|mixpanel|amplitude|telemetry|analytics\.track|scarf|bugsnag|datadog`,
});
