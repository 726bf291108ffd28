import { toolInputFieldDetector } from "../tool-input-field.js";

/**
 * Does a model-facing tool take a permission mode, approval policy or auto-approve switch as an input? The model then
 * decides whether its own later actions are approved (C2's self-approval, and C1's self-escalation).
 */
export const detector = toolInputFieldDetector({
  id: "tool-input-skips-approval",
  question: "Does a model-facing tool take a permission mode, approval policy or auto-approve switch as an input?",
  keys: String.raw`permission_?mode|approval_?(mode|policy)|auto_?approve|skip_?(permissions?|approvals?|confirm(ation)?s?)|dangerously_?skip_?permissions|bypass_?(permissions?|approvals?)|yolo(_?mode)?`,
  // A `permissions` field whose values are approval modes: `"permissions": {"type": "string", "enum": [...]`.
  extra: [String.raw`["']permissions["']\s*:\s*\{\s*["']type["']\s*:\s*["']string["']\s*,\s*["']enum`],
});
