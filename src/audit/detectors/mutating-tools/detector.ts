import { searchDetector } from "../search-detector.js";

/** Do tool names show operations that change state (create, update, delete, send, run…)? */
export const detector = searchDetector({
  id: "mutating-tools",
  question: "Do tool names show operations that change state (create, update, delete, send, run…)?",
  inventory: "tool",
  pattern: String.raw`["'\x60](create|update|delete|remove|write|send|post|merge|push|insert|drop|patch|put|move|rename|upload|execute|exec|run|set|add|modify|edit|close|cancel|assign|approve|deploy|apply|restart|scale|kill|stop|start|install|commit)[_-][a-z][a-z0-9_-]*["'\x60]`,
});
