import OpenAI from "openai";
import { tools, runTool } from "./tools/index.js";

const client = new OpenAI();

export async function chat(messages: Array<{ role: string; content: string }>) {
  for (let step = 0; step < 50; step++) {
    const reply = await client.chat.completions.create({ model: "gpt-4o", messages: messages as never, tools });
    const calls = reply.choices[0]?.message.tool_calls ?? [];
    if (calls.length === 0) return reply.choices[0]?.message.content;
    for (const call of calls) {
      const output = await runTool(call.function.name, JSON.parse(call.function.arguments));
      messages.push({ role: "tool", content: output });
    }
  }
}
