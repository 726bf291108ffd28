import type { Hit, SourceTree } from "../../source.js";
import { searchDetector } from "../search-detector.js";

const PATTERN = String.raw`send_?(email|mail|message)|send_?(\w{0,20}_)?e?mail\b|sendMail|smtplib|nodemailer|sendgrid|chat\.postMessage|slack_?sdk|discord\.|telegram|twilio|post_?comment|create_?(comment|issue|pull_?request|incident)|createComment|JavaMailSender|SmtpClient|MailKit`;
const VOCABULARY = new RegExp(PATTERN, "i");
// Why links are dropped: a community invite in the UI (`https://discord.gg/…`) names a chat service nobody sends to.
const LINK = /\bhttps?:\/\/\S+|\bdiscord\.(gg|com)\/\S*/gi;
// Why a bare message send needs a channel named in its file: `sendMessage`/`send_message` is as often an app's own chat
// or agents talking to each other as a bot posting to the outside.
const BARE_SEND = /send_?message/gi;
const EXTERNAL_CHANNEL = /telegram|discord|slack|whatsapp|twilio|\bsms\b|webhook|wechat|feishu|lark|dingtalk|\bteams\b|matrix|signal|\bbot\b|Bot\b|_bot\b|email|smtp/i;

// Why: a browser extension's or a window's own messaging (`chrome.runtime.sendMessage`, `tabs.sendMessage`,
// `postMessage`) passes data between its own parts; it reaches no one outside.
const IN_PROCESS_MESSAGING = /\b(runtime|tabs|port|window|worker|self|parent)\.(sendMessage|postMessage)\(/gi;

function sendsOutside(hit: Hit, source: SourceTree): boolean {
  const text = hit.text.replace(LINK, "").replace(IN_PROCESS_MESSAGING, "");
  if (!VOCABULARY.test(text)) return false;
  if (VOCABULARY.test(text.replace(BARE_SEND, ""))) return true;
  return EXTERNAL_CHANNEL.test(hit.path) || EXTERNAL_CHANNEL.test((source.read(hit.path) ?? "").replace(LINK, ""));
}

/** Can the agent send messages to people or systems outside it (email, chat, comments)? */
export const detector = searchDetector({
  id: "outbound-communication",
  question: "Can the agent send messages to people or systems outside it (email, chat, comments)?",
  inventory: "tool",
  skipsPageComponents: true,
  // Why named email sends (`send_outlook_mail`) and issues, pull requests and incidents too: a tool that files an issue
  // speaks to people outside the agent as surely as an email does. Why not every named message send: in-app chat
  // (`sendChatMessage`) and an MCP server's protocol messages to its host (`sendLoggingMessage`) reach no one outside.
  pattern: `(?i)${PATTERN}`,
  keep: sendsOutside,
  dropNote: "Comments, page components, links to a chat service, message sends in files that name no outside channel, and an extension's or a window's own messaging are not counted.",
});
