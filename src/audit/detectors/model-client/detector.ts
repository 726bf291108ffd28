import { searchDetector } from "../search-detector.js";

/** Does the project call a language model (is it an agent at all)? */
export const detector = searchDetector({
  id: "model-client",
  question: "Does the project call a language model (is it an agent at all)?",
  inventory: "profile",
  pattern: String.raw`(?i)chat\.completions|ChatCompletion|messages\.create|generateText|streamText|litellm|ChatOpenAI|ChatAnthropic|from openai|import openai|from anthropic|import anthropic|ollama|genai\.|GenerativeModel|bedrock-runtime|langchain|llama_index|createOpenAI|@ai-sdk/`,
});
