import { toolInputFieldDetector } from "../tool-input-field.js";

/**
 * Does a model-facing tool take, among its inputs, the agent's tool allowlist, allowed directories or commands, risk
 * profile or trust mode? The model then chooses its own authority (C1's self-escalation).
 */
export const detector = toolInputFieldDetector({
  id: "tool-input-grants-authority",
  question: "Does a model-facing tool take the agent's tool allowlist, allowed directories or commands, or trust mode as an input?",
  keys: String.raw`allowed_?tools|tool_?groups|tool_?allow_?list|enabled_?tools|allowed_?(directories|dirs|paths|commands)|blocked_?commands|risk_?profile|trust_?(mode|level)|allow_?shell|sandbox_?mode|restrict_?to_?workspace`,
});
