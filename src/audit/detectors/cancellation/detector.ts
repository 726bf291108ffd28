import { searchDetector } from "../search-detector.js";

/** Can a run be stopped (cancel, abort, signals, process-group kill)? */
export const detector = searchDetector({
  id: "cancellation",
  question: "Can a run be stopped (cancel, abort, signals, process-group kill)?",
  inventory: "limits",
  // Why page components and front-end folders out: a browser request's timeout or abort bounds nothing the server runs.
  skipsPageComponents: true,
  // Why: a browser-automation route handler's `route.abort()` skips a request (an image, a tracker); it stops no run.
  keep: (hit) => !/\broute\.abort\(/.test(hit.text),
  dropNote: "the hits are comments, skip a page's request in a route handler, or lie in page components or a front-end folder",
  pattern: String.raw`AbortController|abortSignal|\.abort\(\)|cancel_?event|CancellationToken|cancellation_?token|killpg|process_?group|os\.setsid|start_new_session|SIGTERM|SIGKILL|ctx\.Done\(\)|context\.WithCancel|asyncio\.CancelledError|\.cancel\(\)`,
});
