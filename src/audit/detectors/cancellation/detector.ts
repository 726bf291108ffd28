import { searchDetector } from "../search-detector.js";

/** Can a run be stopped (cancel, abort, signals, process-group kill)? */
export const detector = searchDetector({
  id: "cancellation",
  question: "Can a run be stopped (cancel, abort, signals, process-group kill)?",
  inventory: "limits",
  pattern: String.raw`AbortController|abortSignal|\.abort\(\)|cancel_?event|CancellationToken|cancellation_?token|killpg|process_?group|os\.setsid|start_new_session|SIGTERM|SIGKILL|ctx\.Done\(\)|context\.WithCancel|asyncio\.CancelledError|\.cancel\(\)`,
});
