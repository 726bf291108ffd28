import { searchDetector } from "../search-detector.js";

/** Do network tools block internal addresses or restrict hosts? */
export const detector = searchDetector({
  id: "ssrf-guard",
  question: "Do network tools block internal addresses or restrict hosts?",
  inventory: "scoping",
  pattern: String.raw`(?i)169\.254\.169\.254|is_private|isPrivate|is_loopback|IsLoopback|IsPrivate|private_?ip|ssrf|blocked_?(hosts|ips|domains)|allowed_?(hosts|domains|urls)|deny_?list_?(hosts|ips)`,
});
