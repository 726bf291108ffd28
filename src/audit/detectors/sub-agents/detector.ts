import { searchDetector } from "../search-detector.js";

/** Can the agent delegate to sub-agents? */
export const detector = searchDetector({
  id: "sub-agents",
  question: "Can the agent delegate to sub-agents?",
  inventory: "tool",
  // Why the handoff and AgentTool forms are narrow: the bare words also begin unrelated names (`handoffRow`, a
  // checkout's hand-off to the user; `AgentToolOptions`, a tool's options type). Why role names: a multi-agent system
  // names its agents by role (a planner and a navigator agent) rather than calling them sub-agents.
  pattern: String.raw`(?i)sub_?agent|(?-i:\bhandoffs?\s*[=:(]|\bHandoff\(|\bAgentTool(Type)?\b)|transfer_to_agent|spawn_?agent|agent_?as_?tool|as_tool\(|delegate_?(task|to)|Crew\(|Swarm\(|\b(planner|navigator|coder|reviewer|critic|worker|manager|supervisor|orchestrator|researcher|executor)_?agents?\b|\bmulti_?agent|\bagent_?team\b`,
});
