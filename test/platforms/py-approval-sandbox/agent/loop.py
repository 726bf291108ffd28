from openai import OpenAI

from agent.approval import request_approval
from agent.executor import run_code

client = OpenAI()


class Agent:
    def __init__(self, tools, max_iterations: int = 15, executor_type: str = "local"):
        self.tools = tools
        self.max_iterations = max_iterations
        self.executor_type = executor_type

    def run(self, messages):
        for _ in range(self.max_iterations):
            reply = client.chat.completions.create(model="gpt-4o", messages=messages, tools=self.tools, timeout=60)
            calls = reply.choices[0].message.tool_calls or []
            if not calls:
                return reply.choices[0].message.content
            for call in calls:
                if not request_approval(call.function.name, call.function.arguments):
                    messages.append({"role": "tool", "content": "rejected by the user"})
                    continue
                messages.append({"role": "tool", "content": run_code(call.function.arguments, self.executor_type)})
