import json

from openai import OpenAI

from .config import Settings
from .history import load_chat_history, save_chat_history
from .tools import TOOLS, run_tool

client = OpenAI()
settings = Settings()


def chat(user: str, messages: list[dict]) -> str:
    messages = load_chat_history(user) + messages
    for _ in range(settings.max_steps):
        reply = client.chat.completions.create(model="gpt-4o", messages=messages, tools=TOOLS)
        calls = reply.choices[0].message.tool_calls or []
        if not calls:
            save_chat_history(user, messages)
            return reply.choices[0].message.content
        for call in calls:
            output = run_tool(call.function.name, json.loads(call.function.arguments), settings)
            messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
    return "step limit reached"
