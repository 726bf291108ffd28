def request_approval(name: str, arguments: str) -> bool:
    """Shows the exact call and waits for the user's answer."""
    print(f"The agent wants to call {name} with {arguments}")
    return input("Allow? [y/N] ").strip().lower() == "y"
