from dotenv import load_dotenv
from openai import OpenAI

from guardlib.guards import screen

load_dotenv()


class Agent:
    def __init__(self, tools=None, guardrails: bool = False, max_steps: int = 10):
        self.client = OpenAI()
        self.tools = tools or []
        self.guardrails = guardrails
        self.max_steps = max_steps

    def run(self, prompt):
        messages = [{"role": "user", "content": prompt}]
        for _ in range(self.max_steps):
            reply = self.client.chat.completions.create(model="gpt-4o", messages=messages, tools=self.tools)
            for call in reply.choices[0].message.tool_calls or []:
                result = call.execute()
                if self.guardrails:
                    result = screen(result)
                messages.append({"role": "tool", "content": result})
        return messages[-1]["content"]
