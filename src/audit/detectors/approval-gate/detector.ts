import { isCommentLine, searchDetector } from "../search-detector.js";

// Why: browsers and desktop shells ask for permissions too (notifications, microphone, camera); those prompts do not
// stand in front of the agent's tools.
const DEVICE_PERMISSION = /notification|audio|microphone|camera|media|geolocation|clipboard|webContents|setPermissionRequestHandler|navigator\./i;
// The same prompts, asked from a file that handles the device (`speech-store.js: await this.requestPermission()`).
const DEVICE_FILE = /speech|microphone|audio|camera|webcam|notification/i;
// A line that switches another agent's approval off (`approvalPolicy: "never"`, `permissionMode: 'bypassPermissions'`)
// is evidence against a gate, not for one.
const GATE_OFF = /["'](never|bypassPermissions)["']|dangerously/i;

/** Is there a human approval step in front of tool execution? */
export const detector = searchDetector({
  id: "approval-gate",
  question: "Is there a human approval step in front of tool execution?",
  inventory: "approval",
  keep: (hit) => !isCommentLine(hit.text) && !DEVICE_PERMISSION.test(hit.text) && !DEVICE_FILE.test(hit.path) && !GATE_OFF.test(hit.text),
  dropNote: "the hits are browser or desktop permission prompts, not tool approval",
  pattern: String.raw`(?i)requires?_?approval|needs?_?approval|approval_?(mode|policy|required|callback|handler|request)|tool_?approval|human_?in_?the_?loop|HumanInTheLoop|ask_?(user|human)_?(for_?)?(approval|permission|confirmation)|request_?(user_)?(approval|permission|confirmation)|confirm_?(tool|command|execution|action|run)|permission_?(mode|request|prompt)|PermissionRequest|user_?confirm(ation)?|await_?approval|interrupt_before|ask_?yes_?no|askYesNo|prompt_?confirm`,
});
