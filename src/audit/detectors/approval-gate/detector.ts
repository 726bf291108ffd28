import { isCommentLine, searchDetector } from "../search-detector.js";

// Why: browsers and desktop shells ask for permissions too (notifications, microphone, camera); those prompts do not
// stand in front of the agent's tools.
const DEVICE_PERMISSION = /notification|audio|microphone|camera|media|geolocation|clipboard|webContents|setPermissionRequestHandler|navigator\./i;
// The same prompts, asked from a file that handles the device (`speech-store.js: await this.requestPermission()`).
const DEVICE_FILE = /speech|microphone|audio|camera|webcam|notification/i;
// A line that switches another agent's approval off (`approvalPolicy: "never"`, `permissionMode: 'bypassPermissions'`)
// is evidence against a gate, not for one.
const GATE_OFF = /["'](never|bypassPermissions)["']|dangerously|approve_?all|allow_?all/i;
// A line that only logs or prints a gate setting (`logger.info(\`Permission: ${mode}\`)`) reports it; it stops nothing.
const LOG_LINE = /^\s*(await\s+)?((this\.)?(logger|log|console|logging|klog|slog)\.\w+|print(ln|f)?|fmt\.\w*print\w*|println!|eprintln!|tracing::\w+!|(info|debug|warn|error)!)\s*\(/i;
// Sign-on and registration code approves accounts (an admin approving a new user), not the agent's tool calls.
const ACCOUNT_FILE = /(^|\/)[^/]*(sso|signup|sign_up|registration|invit|onboarding)[^/]*$/i;
// A page's confirm dialog (`function confirmAction(event, message)`, `window.Admin.confirmAction`) guards a button
// a person clicks, not a call the model makes.
const DIALOG_LINE = /\(\s*(event|evt|e)\s*[,)]|\bwindow\./;
// A setup wizard's screens name every setting the deployment has (`HumanInTheLoop: cur.HumanInTheLoop`); they
// configure the agent, they are not the code that stops it.
const SETUP_WIZARD = /(^|\/)(installer|wizard|setup[-_]wizard)\//i;
// A bare TypeScript field declaration (`permissionMode?: string;`) names an SDK option's type; it gates nothing.
const TYPE_FIELD = /^\s*(readonly\s+)?\w+\??\s*:\s*[\w\[\]|<>. '"]+;?\s*$/;
const TS_FILE = /\.(ts|tsx|mts|cts)$/;
// Why not page components and translations: a dialog component or a label names the approval a person sees; the gate
// that stops the call is enforced where the tool runs, and a page's confirm dialogs mostly guard its own buttons.
const PAGE_FILE = /\.(tsx|jsx|vue|svelte)$|(^|\/)(i18n|locales?|translations?)\//i;

/** Is there a human approval step in front of tool execution? */
export const detector = searchDetector({
  id: "approval-gate",
  question: "Is there a human approval step in front of tool execution?",
  inventory: "approval",
  keep: (hit) =>
    !isCommentLine(hit.text) &&
    !DEVICE_PERMISSION.test(hit.text) &&
    !DEVICE_FILE.test(hit.path) &&
    !GATE_OFF.test(hit.text) &&
    !LOG_LINE.test(hit.text) &&
    !ACCOUNT_FILE.test(hit.path) &&
    !DIALOG_LINE.test(hit.text) &&
    !SETUP_WIZARD.test(hit.path) &&
    !PAGE_FILE.test(hit.path) &&
    !(TS_FILE.test(hit.path) && TYPE_FIELD.test(hit.text)),
  dropNote: "the hits are browser or desktop permission prompts, page dialogs and labels, approve-all switches, account approvals, setup screens, type declarations or log lines, not tool approval",
  pattern: String.raw`(?i)requires?_?approval|needs?_?approval|approval_?(mode|policy|required|callback|handler|request)|tool_?approval|human_?in_?the_?loop|HumanInTheLoop|ask_?(user|human)_?(for_?)?(approval|permission|confirmation)|request_?(user_)?(approval|permission|confirmation)|confirm_?(tool|command|execution|action|run)|permission_?(mode|request|prompt)([^a-z]|$)|PermissionRequest|user_?confirm(ation)?|await_?approval|interrupt_before|ask_?yes_?no|askYesNo|prompt_?confirm|confirm_?ask|ask_?(for_?)?confirmation|confirmation_?prompt`,
});
