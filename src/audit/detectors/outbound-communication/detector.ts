import { searchDetector } from "../search-detector.js";

/** Can the agent send messages to people or systems outside it (email, chat, comments)? */
export const detector = searchDetector({
  id: "outbound-communication",
  question: "Can the agent send messages to people or systems outside it (email, chat, comments)?",
  inventory: "tool",
  // Why named email sends (`send_outlook_mail`) and issues, pull requests and incidents too: a tool that files an issue
  // speaks to people outside the agent as surely as an email does. Why not every named message send: in-app chat
  // (`sendChatMessage`) and an MCP server's protocol messages to its host (`sendLoggingMessage`) reach no one outside.
  pattern: String.raw`(?i)send_?(email|mail|message)|send_?\w{0,20}_?(email|e?mail)\b|sendMail|smtplib|nodemailer|sendgrid|chat\.postMessage|slack_?sdk|discord\.|telegram|twilio|post_?comment|create_?(comment|issue|pull_?request|incident)|createComment`,
});
