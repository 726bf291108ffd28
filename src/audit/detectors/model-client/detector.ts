import { searchDetector } from "../search-detector.js";

// Why gateways, agent SDKs and provider packages too: a program that reaches its model through an LLM gateway
// (Bifrost), an agent SDK or a framework's provider package calls a model as surely as one importing the vendor SDK
// (5 of the 11 agents among 155 reviews where no model client was found used one).
/** Does the project call a language model (is it an agent at all)? */
export const detector = searchDetector({
  id: "model-client",
  question: "Does the project call a language model (is it an agent at all)?",
  inventory: "profile",
  pattern: String.raw`from openai\b|import openai\b|from ['"](openai|@anthropic-ai/sdk|@google/genai|@google/generative-ai)['"]|\bOpenAI\(|AsyncOpenAI\(|from anthropic\b|import anthropic\b|\bAnthropic\(|ChatCompletion\.create|chat\.completions\.create|litellm\.|ChatOpenAI|ChatAnthropic|ChatOllama|ChatGoogleGenerativeAI|init_chat_model|GenerativeModel\(|genai\.Client|generateText\(|streamText\(|@ai-sdk/|createOpenAI|openai\.NewClient|anthropic\.NewClient|sashabaranov/go-openai|langchaingo|async_openai|async-openai|ollama\.(chat|generate)|bedrock-runtime|BedrockRuntime|api\.openai\.com|api\.anthropic\.com|generativelanguage\.googleapis\.com|/v1/chat/completions|["']role["']\s*:\s*["']system["']|com\.openai\.|com\.anthropic\.|dev\.langchain4j|OpenAIClient|AnthropicClient|Microsoft\.SemanticKernel|IChatCompletionService|IChatClient|org\.springframework\.ai|@anthropic-ai/claude-agent-sdk|claude_agent_sdk|claude_code_sdk|@openai/agents|@openai/codex-sdk|maximhq/bifrost|openai/openai-go|anthropics/anthropic-sdk-go|google\.golang\.org/genai|firebase/genkit|ollama/ollama/api|eino-ext/components/model|from mistralai\b|(from|import) (cohere|groq|dashscope|zhipuai)\b|from google import genai|google\.generativeai|langchain_(openai|anthropic|google_genai|ollama|mistralai|aws|groq)\b|@langchain/(openai|anthropic|google-genai|ollama|mistralai|aws|groq)|llama_index\.llms|from camel\.models|from pydantic_ai\b|dspy\.LM\(|@mistralai/mistralai|groq-sdk|@openrouter/|from ['"]ollama['"]|rig::providers|ollama_rs|^\s*from (strands|crewai|smolagents|agno\.agent|google\.adk\.agents|autogen_agentchat\.agents) import\b|^\s*from agents import [^\n]*\bAgent\b`,
});
