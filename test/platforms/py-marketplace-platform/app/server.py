import json

from openai import OpenAI

from .config import Settings
from .tools import TOOLS, run_tool

client = OpenAI()
settings = Settings()


def chat(messages: list[dict]) -> str:
    for _ in range(settings.max_steps):
        reply = client.chat.completions.create(model="gpt-4o", messages=messages, tools=TOOLS)
        calls = reply.choices[0].message.tool_calls or []
        if not calls:
            return reply.choices[0].message.content
        for call in calls:
            output = run_tool(call.function.name, json.loads(call.function.arguments), settings)
            messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
    return "step limit reached"
