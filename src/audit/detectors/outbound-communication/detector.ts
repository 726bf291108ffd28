import { searchDetector } from "../search-detector.js";

/** Can the agent send messages to people or systems outside it (email, chat, comments)? */
export const detector = searchDetector({
  id: "outbound-communication",
  question: "Can the agent send messages to people or systems outside it (email, chat, comments)?",
  inventory: "tool",
  pattern: String.raw`(?i)send_?(email|mail|message)|sendMail|smtplib|nodemailer|sendgrid|chat\.postMessage|slack_?sdk|discord\.|telegram|twilio|post_?comment|create_?comment|createComment`,
});
