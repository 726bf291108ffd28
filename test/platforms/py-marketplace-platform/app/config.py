from pydantic import BaseModel, Field


class SandboxSettings(BaseModel):
    # Code runs on the host unless an operator turns the container sandbox on.
    use_sandbox: bool = Field(False, description="Run the python tool in a container")
    image: str = "python:3.12-slim"


class Settings(BaseModel):
    sandbox: SandboxSettings = SandboxSettings()
    max_steps: int = 20
