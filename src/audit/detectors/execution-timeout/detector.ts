import { BOOKKEEPING_FILE } from "../../globs.js";
import { searchDetector } from "../search-detector.js";

// (Zero too: for most clients and runners `timeout: 0` turns the timeout off.)
const NO_TIMEOUT = /timeout\w*\s*[=:]\s*((None|null|undefined|nil)\b|0(\.0*)?(?![\d.]))/i;
const SOME_TIMEOUT = /timeout\w*\s*[=:]\s*([1-9]|0\.0*[1-9])|wait_for|WithTimeout/i;
// Why: joining a thread with a timeout (`server_thread.join(timeout=1.0)`, at shutdown) stops waiting for it, and the
// thread runs on; `raise_on_timeout=False` only says what happens when some other wait ends.
const NOT_A_BOUND = /\.join\(\s*(timeout\s*=\s*)?[\w.]+\s*\)|\braise_on_timeout\s*=/;

/** Are model calls, tools or commands bounded by timeouts? */
export const detector = searchDetector({
  id: "execution-timeout",
  question: "Are model calls, tools or commands bounded by timeouts?",
  inventory: "limits",
  // Why page components and front-end folders out: a browser request's timeout or abort bounds nothing the server runs.
  skipsPageComponents: true,
  // Why: `timeout=None` hands the client no timeout at all; a timeout in the program's bookkeeping (flushing traces
  // at exit, OAuth discovery) bounds that bookkeeping, not a model call, a tool or a command.
  keep: (hit) =>
    !BOOKKEEPING_FILE.test(hit.path) &&
    !(NO_TIMEOUT.test(hit.text) && !SOME_TIMEOUT.test(hit.text)) && !(NOT_A_BOUND.test(hit.text) && !SOME_TIMEOUT.test(hit.text.replace(NOT_A_BOUND, ""))),
  dropNote: "the hits are comments, set no timeout (None, null, 0), join a thread or say what a timeout raises, lie in the program's telemetry, tracing, metrics or OAuth discovery code, or lie in page components or a front-end folder",
  // Why the JVM and .NET spellings: a timeout there is a Duration or TimeSpan handed to a client or a future
  // (`.timeout(Duration.ofSeconds(30))`, `Timeout = TimeSpan.FromMinutes(1)`), a coroutine's `withTimeout`, or a wait
  // bounded in TimeUnits (`process.waitFor(30, TimeUnit.SECONDS)`).
  pattern: String.raw`(?i)\btimeout(_?(ms|s|sec|secs|seconds))?\s*[=:]\s*\d|context\.WithTimeout|asyncio\.wait_for|AbortSignal\.timeout|tokio::time::timeout|timeout=\w|timeout\w*\s*[(=:,]\s*[^;\n]{0,40}(Duration\.of\w+|TimeSpan\.From\w+)\(|\b(orTimeout|withTimeout|withTimeoutOrNull|completeOnTimeout)\(|\.CancelAfter\(|\.(get|waitFor|await|poll)\(\s*\w+\s*,\s*TimeUnit\.|\.WaitForExit\(\s*\w`,
});
