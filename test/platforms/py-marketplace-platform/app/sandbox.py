import subprocess

import docker

from .config import Settings


def run_python(code: str, settings: Settings) -> str:
    if settings.sandbox.use_sandbox:
        client = docker.from_env()
        return client.containers.run(settings.sandbox.image, ["python", "-c", code], network_disabled=True, remove=True).decode()
    return subprocess.run(["python", "-c", code], capture_output=True, text=True, timeout=60).stdout
