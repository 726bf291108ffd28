/**
 * The coding-agent CLIs a program may drive as its own agent (Claude Code, Codex, Gemini CLI…), by the name of the
 * command it starts.
 */
export const AGENT_CLI_COMMANDS = ["claude", "codex", "gemini", "opencode", "cursor-agent", "aider", "goose", "amp", "copilot", "qwen", "kiro-cli", "droid", "crush", "openhands", "openclaw", "kimi", "cline", "auggie"];

/**
 * A file that names one of those runtimes (their products or SDKs, `claude_agent_sdk`); names that are also parts of
 * common words (`example`, `android`) must stand alone.
 */
export const NAMES_AN_AGENT_RUNTIME = /claude|codex|gemini|opencode|cursor|aider|goose|copilot|qwen|kiro|crush|openhands|openclaw|kimi|auggie|\b(amp|droid|cline)\b/i;
