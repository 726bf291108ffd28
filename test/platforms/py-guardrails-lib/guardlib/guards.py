import re

INJECTION = re.compile(r"ignore (all )?previous instructions", re.I)


def screen(text: str) -> str:
    """Flags likely prompt injection in tool results and wraps them as untrusted content."""
    if INJECTION.search(text):
        return "[removed: possible prompt injection]"
    return f"<untrusted_content>{text}</untrusted_content>"
