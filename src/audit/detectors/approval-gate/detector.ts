import { SETUP_TOOLING_FILE } from "../../globs.js";
import type { Hit, SourceTree } from "../../source.js";
import { isTypeFieldDeclaration, LOG_CALL, searchDetector } from "../search-detector.js";

// Lines that name a gate without being one.
const NOT_A_GATE_LINE: RegExp[] = [
  // Browsers and desktop shells ask for permissions too (notifications, microphone, camera); those prompts do not
  // stand in front of the agent's tools.
  /notification|audio|microphone|camera|media|geolocation|clipboard|webContents|setPermissionRequestHandler|navigator\./i,
  // A line that switches another agent's approval off (`approvalPolicy: "never"`, `permissionMode: 'bypassPermissions'`,
  // an approve-all handler) is evidence against a gate, not for one.
  /["'](never|bypassPermissions)["']|dangerously|approve_?all|allow_?all/i,
  // A line that only logs a gate setting (`logger.info(\`Permission: ${mode}\`)`) reports it; it stops nothing.
  new RegExp(String.raw`^\s*(await\s+)?(this\.)?(${LOG_CALL})`),
  // A page's confirm dialog (`function confirmAction(event, message)`, `window.Admin.confirmAction`) guards a button a
  // person clicks, not a call the model makes; so does a page element looked up by id (`document.querySelector('#requestPermissionButton')`).
  /\(\s*(event|evt|e)\s*[,)]|\bwindow\.|\bdocument\.|getElementById|querySelector/,
  // An API request type that creates, reads or changes permissions (`UpdateProjectPermissionRequest`, a generated
  // `fieldIDToName_CreateTokenAndPermissionRequest`, `NewGetResourcePermissionRequest()`) or names an account object's
  // permissions (`ResourcePermissionRequest`) manages accounts; it does not hold a tool call for a person.
  /(Create|Update|Delete|Get|List|Set|Grant|Revoke|Batch|Check)\w*PermissionRequest|(Resource|Role|AccessToken|Project|User)\w*PermissionRequest/,
  // A line that is only a quoted name (`'tool_approval_level',` in a list of keys passed through, an event name)
  // names a setting; it asks no one.
  /^\s*["'][\w.-]+["']\s*,?\s*$/,
  // MCP sampling approval (`sampling_request_approval`) lets a person vet a completion a server asks the client's model
  // for, not a tool the agent runs.
  /sampling/i,
  // Who may talk to a chat bot (`bot_permission_mode = "known_senders"`) decides which senders reach the agent, not
  // whether a person approves what it does.
  /(bot|sender|channel|group|dm|chat)_?permission/i,
  // A web address that happens to contain the words (`…/TrackConfirmAction?…`) is a link, not a gate.
  /https?:\/\/\S*(confirm|approv|permission)/i,
  // `requestPermission()` with nothing to approve is the browser's permission prompt (notifications, a device), often
  // chained from `Notification` on the line above; a gate on a tool call is handed the call.
  /\brequestPermission\(\s*\)/,
];
// The same senders' permission modes, in a chat platform's bot integration (`discord_bot.py`, `telegram_bot.ts`).
const CHAT_BOT_FILE = /(^|\/)[^/]*(discord|telegram|slack|facebook|whatsapp|wechat|feishu|lark|dingtalk|github)[-_]?bot[^/]*$/i;
// Files that name a gate without enforcing one.
const NOT_A_GATE_FILE: RegExp[] = [
  // The same device prompts, asked from a file that handles the device (`speech-store.js: await this.requestPermission()`).
  /speech|microphone|audio|camera|webcam|notification/i,
  // Sign-on and registration code approves accounts (an admin approving a new user), not the agent's tool calls.
  /(^|\/)[^/]*(sso|signup|sign_up|registration|invit)[^/]*$/i,
  // Installers, setup wizards and project generators name every setting the deployment has (`HumanInTheLoop:
  // cur.HumanInTheLoop`) and confirm their own questions about the files they write.
  SETUP_TOOLING_FILE,
  CHAT_BOT_FILE,
  // Translations name the approval a person sees (front-end code too, below); the gate is enforced where the tool runs.
  /(^|\/)(i18n|locales?|translations?)\//i,
];

const APPROVAL_OBJECT_CALL = String.raw`\bapprovals?\.request\(`;
// The prompt texts that ask a person whether to run code or a command.
const RUN_PROMPT = String.raw`(would you like|do you want) to (run|execute|allow) (this|the) (code|command|tool)|\b(can|may) i (run|execute) (this |the )?(command|code)|\[E\]xecute|["'](Execute|Run)( this| the)?( command| commands| code| script)?( now)?\?|["'](execute|run)["']\s*,\s*["'](revise|modify|edit|describe|abort|cancel|quit)["']`;

/**
 * Places that ask a person and wait before a tool call runs (case-insensitive): a call that requests approval
 * (`await self.approval.request(…)`, `requestHumanApproval(…)`), a handler of a permission request, an approval named
 * after the tool call it holds, a prompt asking whether to run. `approval-ask-site` searches for them; `approval-gate`
 * cites them first, since a type name, a queue or a setting only shows that a gate exists somewhere.
 */
export const ASK_SITE = String.raw`${APPROVAL_OBJECT_CALL}|\b(request|ask|await|propose|prompt)_?\w{0,30}?(approval|permission|confirmation|consent)\w*\s*\(|tools?_?(calls?_?)?(approv|confirm|permission_?request)|(approv(e|al|ed)?|confirm(ation|ed)?)_?(tool|action)|\b(on|handle|emit)_?\w{0,20}?(approval|permission)_?request\w*\s*[(=:]|confirm_?ask|ask_?yes_?no|askYesNo|prompt_?confirm|${RUN_PROMPT}`;
const ASK_SITE_LINE = new RegExp(ASK_SITE, "i");

/** Whether a hit of approval vocabulary can be a gate at all (not a device prompt, a page dialog, an account API…). */
export function mayBeGate(hit: Hit, source: SourceTree): boolean {
  return (
    !NOT_A_GATE_LINE.some((re) => re.test(hit.text)) &&
    !NOT_A_GATE_FILE.some((re) => re.test(hit.path)) &&
    !source.inFrontEnd(hit.path) &&
    // A TypeScript field declaration (`permissionMode?: string;`) names an SDK option's type; it gates nothing.
    !isTypeFieldDeclaration(hit)
  );
}

/** Is there a human approval step in front of tool execution? */
export const detector = searchDetector({
  id: "approval-gate",
  question: "Is there a human approval step in front of tool execution?",
  inventory: "approval",
  keep: mayBeGate,
  prefer: (hit) => ASK_SITE_LINE.test(hit.text),
  dropNote: "the hits are browser or desktop permission prompts, page dialogs and labels, approve-all switches, account approvals, setup screens, type declarations or log lines, not tool approval",
  pattern: String.raw`(?i)${APPROVAL_OBJECT_CALL}|requires?_?approval|needs?_?approval|approval_?(mode|policy|required|callback|handler|request)|tool_?approval|approve_?tool_?calls?|tools?_?approve\b|human_?in_?the_?loop|HumanInTheLoop|requires?_?human_?(input|review|approval|confirmation)|ask_?(user|human)_?(for_?)?(approval|permission|confirmation)|request_?(user_)?(approval|permission|confirmation)|confirm_?(tool|command|execution|action|run)|permission_?(mode|request|prompt)([^a-z]|$)|PermissionRequest|user_?confirm(ation)?|await_?approval|interrupt_before|ask_?yes_?no|askYesNo|prompt_?confirm|confirm_?ask|ask_?(for_?)?confirmation|confirmation_?prompt|${RUN_PROMPT}`,
});
