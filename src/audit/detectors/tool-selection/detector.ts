import { onlyInProse, searchDetector } from "../search-detector.js";

const SELECTION_NAMES = String.raw`\b(enabled|disabled|excluded?|included?|allowed|selected)_?tools\b|\btool_?(allow_?list|deny_?list|filter|selection)\b|\btoolsets\b`;
const SELECTION = new RegExp(SELECTION_NAMES, "i");

/**
 * Can the operator choose which tools the agent or server offers (enabled or disabled tool lists, toolsets, a
 * per-tool switch)? Why it matters to C3: the anchors' default posture rises from "everything enabled" to tools that
 * can be left out one by one, and to groups or per-task allowlists.
 */
export const detector = searchDetector({
  id: "tool-selection",
  question: "Can the operator choose which tools the agent or server offers (enabled or disabled tool lists, toolsets)?",
  inventory: "scoping",
  skipsPageComponents: true,
  // Why prose out: a log message or a description naming the list (`"… (allowed_tools: {names})"`) chooses nothing.
  keep: (hit) => !onlyInProse(hit.text, SELECTION),
  dropNote: "the hits lie in messages or descriptions, page components, or comments",
  // Why not a singular `toolset` or `activeTools`: the first is an SDK's type for any set of tools (`ToolSet`), the
  // second the calls running now; neither chooses what the agent is offered.
  pattern: String.raw`(?i)${SELECTION_NAMES}|--(tools|toolsets?|(enable|disable|exclude)-tools?)\b|\bis_?tool_?(allowed|enabled|disabled)\b|\b(ENABLED|DISABLED)_TOOLS\b`,
});
