import { searchDetector } from "../search-detector.js";

/** Can the agent delegate to sub-agents? */
export const detector = searchDetector({
  id: "sub-agents",
  question: "Can the agent delegate to sub-agents?",
  inventory: "tool",
  pattern: String.raw`(?i)sub_?agent|handoff|spawn_?agent|agent_?as_?tool|as_tool\(|AgentTool|delegate_?(task|to)|Crew\(|Swarm\(`,
});
