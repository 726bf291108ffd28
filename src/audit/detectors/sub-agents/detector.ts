import { searchDetector } from "../search-detector.js";

/** Can the agent delegate to sub-agents? */
export const detector = searchDetector({
  id: "sub-agents",
  question: "Can the agent delegate to sub-agents?",
  inventory: "tool",
  // Why the handoff and AgentTool forms are narrow: the bare words also begin unrelated names (`handoffRow`, a
  // checkout's hand-off to the user; `AgentToolOptions`, a tool's options type).
  pattern: String.raw`(?i)sub_?agent|(?-i:\bhandoffs?\s*[=:(]|\bHandoff\(|\bAgentTool(Type)?\b)|transfer_to_agent|spawn_?agent|agent_?as_?tool|as_tool\(|delegate_?(task|to)|Crew\(|Swarm\(`,
});
