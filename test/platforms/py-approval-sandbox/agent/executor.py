import subprocess

import docker


def run_code(code: str, executor_type: str = "local") -> str:
    if executor_type == "docker":
        client = docker.from_env()
        return client.containers.run("python:3.12-slim", ["python", "-c", code], network_disabled=True, remove=True).decode()
    return subprocess.run(["python", "-c", code], capture_output=True, text=True, timeout=30).stdout
