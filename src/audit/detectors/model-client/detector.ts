import { searchDetector } from "../search-detector.js";

/** Does the project call a language model (is it an agent at all)? */
export const detector = searchDetector({
  id: "model-client",
  question: "Does the project call a language model (is it an agent at all)?",
  inventory: "profile",
  pattern: String.raw`from openai\b|import openai\b|from ['"](openai|@anthropic-ai/sdk|@google/genai|@google/generative-ai)['"]|\bOpenAI\(|AsyncOpenAI\(|from anthropic\b|import anthropic\b|\bAnthropic\(|ChatCompletion\.create|chat\.completions\.create|litellm\.|ChatOpenAI|ChatAnthropic|ChatOllama|ChatGoogleGenerativeAI|init_chat_model|GenerativeModel\(|genai\.Client|generateText\(|streamText\(|@ai-sdk/|createOpenAI|openai\.NewClient|anthropic\.NewClient|sashabaranov/go-openai|langchaingo|async_openai|async-openai|ollama\.(chat|generate)|bedrock-runtime|BedrockRuntime|api\.openai\.com|api\.anthropic\.com|generativelanguage\.googleapis\.com|/v1/chat/completions|["']role["']\s*:\s*["']system["']|com\.openai\.|com\.anthropic\.|dev\.langchain4j|OpenAIClient|AnthropicClient|Microsoft\.SemanticKernel|IChatCompletionService|IChatClient|org\.springframework\.ai`,
});
