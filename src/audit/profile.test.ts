import { describe, expect, it } from "vitest";
import { sourceTree } from "../../test/helpers/source-tree.js";
import { isDeploymentFile } from "./files.js";
import { buildProfile } from "./profile.js";

describe("deployment files", () => {
  it("count at the top level and in deployment folders", () => {
    for (const f of ["docker-compose.yml", "compose.yaml", "Dockerfile", "docker/docker-compose.yaml", "helm/agent/values.yaml", "deploy/k8s/Chart.yaml", "installer/Dockerfile"]) {
      expect(isDeploymentFile(f), f).toBe(true);
    }
  });

  it("do not count when they build a sandbox, a showcase, one sub-package or a development variant", () => {
    for (const f of ["pkg/sandbox/docker/Dockerfile", "showcase/docker-compose.yml", "python/packages/studio/Dockerfile", "docker-compose.dev.yml", "docker/docker-compose-debug.yml", "docker/compose.test.yaml", "README.md"]) {
      expect(isDeploymentFile(f), f).toBe(false);
    }
  });
});

describe("project kind", () => {
  const fence = "```";
  const agent = (id: string) => ["model-client", "shell-execution", "file-write"].includes(id);
  const pyproject = '[project]\nname = "agent"\n[project.scripts]\nagent = "agent.cli:main"\n';

  it("is a framework for a library that also installs a command when its README shows library use first", () => {
    const readme = `${fence}python\nfrom agent import Agent\n${fence}\n${fence}bash\nagent run\n${fence}\n`;
    expect(buildProfile(sourceTree({ "pyproject.toml": pyproject, "README.md": readme, Dockerfile: "FROM python\n" }), agent).kind).toBe("framework");
    expect(buildProfile(sourceTree({ "pyproject.toml": pyproject, "README.md": "" }), agent).kind).toBe("cli");
  });

  it("is a CLI for a command whose README leads with running it, even when its tools come from a dependency", () => {
    const talks = (id: string) => id === "model-client";
    const readme = `${fence}bash\npipx install agent\nagent "build me a tool"\n${fence}\n`;
    expect(buildProfile(sourceTree({ "pyproject.toml": pyproject, "README.md": readme }), talks).kind).toBe("cli");
    expect(buildProfile(sourceTree({ "pyproject.toml": pyproject, "README.md": "" }), talks).kind).toBe("framework");
  });

  it("is a platform for a Dockerfile that starts the application, not for one that opens a shell or idles", () => {
    const kindWith = (dockerfile: string) => buildProfile(sourceTree({ "agent/core.py": "x = 1\n", Dockerfile: dockerfile }), agent).kind;
    const cases: Array<[string, string]> = [
      ['CMD ["python", "-m", "agent.server"]', "platform"],
      ['ENTRYPOINT ["/usr/bin/tini", "--"]\nCMD ["sh", "-c", "uvicorn agent:app"]', "platform"],
      ['RUN git clone https://example.com/agent.git\nCMD ["zsh"]', "framework"],
      ['ENTRYPOINT ["/usr/bin/tini", "--"]\nCMD ["/bin/bash", "-l"]', "framework"],
      ['CMD ["sleep", "infinity"]', "framework"],
      ["RUN pip install .", "framework"],
    ];
    expect(cases.map(([stage]) => kindWith(`FROM python\n${stage}\n`))).toEqual(cases.map(([, kind]) => kind));
  });

  it("is a CLI for a monorepo whose README leads with installing or running one of its packages' commands", () => {
    const pkg = JSON.stringify({ name: "@acme/coding-agent", bin: { acme: "dist/cli.js" } });
    const mono = (readme: string) => sourceTree({ "package.json": JSON.stringify({ name: "root", private: true }), "packages/coding-agent/package.json": pkg, "README.md": readme });
    expect(buildProfile(mono(`${fence}bash\nbun install -g @acme/coding-agent\n${fence}\n`), agent).kind).toBe("cli");
    expect(buildProfile(mono(`${fence}ts\nimport { Agent } from "@acme/agent"\n${fence}\n`), agent).kind).toBe("framework");
  });

  it("is a tool server for a package published to the MCP registry whose tools live in a dependency", () => {
    const wrapper = (files: Record<string, string>) => buildProfile(sourceTree({ "cli.js": "require('dep/mcp').run();\n", ...files }), () => false);
    expect(wrapper({ "package.json": JSON.stringify({ name: "@acme/browser", mcpName: "io.github.acme/browser" }) })).toMatchObject({ kind: "tool-server", toolsElsewhere: true });
    const schema = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";
    expect(wrapper({ "server.json": JSON.stringify({ $schema: schema, name: "io.github.acme/browser" }) }).kindReason).toContain("server.json");
    expect(wrapper({ "server.json": JSON.stringify({ $schema: "https://example.org/other.json" }) }).kind).toBe("framework");
    expect(wrapper({ "server.json": "{ not json" }).kind).toBe("framework");
  });

  it("is a framework for an SDK for building MCP servers, which registers tools in its own helpers", () => {
    const sdk = (description: string) => buildProfile(sourceTree({ "package.json": JSON.stringify({ name: "fast-mcp", description }), "src/server.ts": "" }), (id) => id === "mcp-server").kind;
    expect(sdk("A TypeScript framework for building MCP servers.")).toBe("framework");
    expect(sdk("The official Python SDK for Model Context Protocol servers and clients")).toBe("framework");
    expect(sdk("A Go implementation of the Model Context Protocol (MCP)")).toBe("framework");
    expect(sdk("Model Context Protocol implementation for TypeScript")).toBe("framework");
    expect(sdk("MCP server for Brave Search")).toBe("tool-server");
    expect(sdk("A powerful MCP toolkit for coding")).toBe("tool-server");
    expect(sdk("Advanced AI-powered penetration testing MCP framework with 150+ security tools")).toBe("tool-server");
  });

  it("is a platform for a web application built with Next.js or hosted by Vercel config, not for a library", () => {
    const chat = (files: Record<string, string>) => buildProfile(sourceTree({ "package.json": JSON.stringify({ name: "chatbot" }), "app/api/chat/route.ts": "", ...files }), (id) => id === "model-client");
    expect(chat({ "next.config.ts": "export default {};\n" }).kind).toBe("platform");
    expect(chat({ "vercel.json": "{}" }).kindReason).toContain("vercel.json");
    expect(chat({ "docs/next.config.mjs": "export default {};\n" }).kind).toBe("framework");
  });

  it("is a platform for a desktop app (Electron or Tauri at its top level), not for a desktop shell in a sub-folder", () => {
    const electron = JSON.stringify({ name: "agent-desktop", bin: { agent: "cli.js" }, devDependencies: { electron: "^30" } });
    expect(buildProfile(sourceTree({ "package.json": electron, "README.md": "" }), agent).kind).toBe("platform");
    expect(buildProfile(sourceTree({ "src-tauri/tauri.conf.json": "{}", "src/main.ts": "" }), agent).kind).toBe("platform");
    expect(buildProfile(sourceTree({ "pyproject.toml": pyproject, "desktop/package.json": electron, "README.md": "" }), agent).kind).toBe("cli");
  });

  it("is a CLI for an editor extension whose agent runs commands or writes files, not for one that only talks", () => {
    const extension = JSON.stringify({ name: "agent-code", engines: { vscode: "^1.84.0" }, contributes: { commands: [] } });
    const tree = () => sourceTree({ "package.json": JSON.stringify({ name: "root", private: true }), "src/package.json": extension, "src/extension.ts": "" });
    expect(buildProfile(tree(), agent).kind).toBe("cli");
    expect(buildProfile(tree(), (id) => id === "model-client").kind).toBe("framework");
    expect(buildProfile(sourceTree({ "examples/vscode/package.json": extension, "src/index.ts": "" }), agent).kind).toBe("framework");
  });

  it("is a CLI for a Go program whose module root, one or two folders down, is package main; not for a package's generator", () => {
    const gomod = "module example.com/agent/cli\n";
    expect(buildProfile(sourceTree({ "app/cli/go.mod": gomod, "app/cli/main.go": "package main\n", "app/server/Dockerfile": "FROM golang\n" }), agent).kind).toBe("cli");
    expect(buildProfile(sourceTree({ "packages/sdk-go/internal/gen/go.mod": gomod, "packages/sdk-go/internal/gen/main.go": "package main\n" }), agent).kind).toBe("framework");
    // Programs in examples and test fixtures are not the project's own entry points.
    expect(buildProfile(sourceTree({ "crates/core/src/lib.rs": "", "examples/agent/src/main.rs": "fn main() {}\n", "crates/core/tests/fixtures/app/src/main.rs": "" }), agent).kind).toBe("framework");
    expect(buildProfile(sourceTree({ "crates/agent/src/main.rs": "fn main() {}\n" }), agent).kind).toBe("cli");
  });

  it("is a platform for a project with a chart even when its README leads with running the command", () => {
    const chart = { "pyproject.toml": pyproject, "helm/agent/Chart.yaml": "name: agent\n" };
    expect(buildProfile(sourceTree({ ...chart, "README.md": `${fence}bash\nagent ask "why"\n${fence}\n` }), agent).kind).toBe("platform");
  });

  it("is a CLI beside a compose file that only starts a tracing backend; a platform when a service runs the project", () => {
    const tracing = "services:\n  jaeger:\n    image: jaegertracing/all-in-one:latest\n    ports: ['16686:16686']\n";
    const kindWith = (compose: string) => buildProfile(sourceTree({ "pyproject.toml": pyproject, "compose.yml": compose }), agent).kind;
    expect(kindWith(tracing)).toBe("cli");
    expect(kindWith(`${tracing}  agent:\n    build: .\n`)).toBe("platform");
    expect(kindWith(`${tracing}  agent:\n    image: ghcr.io/acme/agent:latest\n`)).toBe("platform");
  });
});

describe("languages the reviewer does not read", () => {
  it("are reported, and mark a tree whose code is mostly in them", () => {
    const elixir = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`lib/agent/m${i}.ex`, "defmodule M do\nend\n"]));
    const profile = buildProfile(sourceTree({ ...elixir, "assets/app.ts": "export {};\n" }), () => false);
    expect(profile.unreadLanguages).toEqual(["Elixir"]);
    expect(profile.mostlyUnread).toBe(true);
    expect(buildProfile(sourceTree({ "src/a.ts": "", "src/b.ts": "" }), () => false).mostlyUnread).toBe(false);
  });
});

describe("agent surface", () => {
  const with_ = (...ids: string[]) => (id: string) => ids.includes(id);
  const pyproject = '[project]\nname = "agent"\n[project.scripts]\nagent = "agent.cli:main"\n';

  it("marks a library's memory, extensions and messaging opt-in, and a program's as on", () => {
    const found = with_("model-client", "shell-execution", "memory-store", "package-install", "outbound-communication");
    const library = buildProfile(sourceTree({ "src/agent.py": "" }), found).surface;
    expect([library.persistent_memory, library.third_party_extensions, library.external_communication]).toEqual(["opt_in", "opt_in", "opt_in"]);
    const cli = buildProfile(sourceTree({ "pyproject.toml": pyproject, "README.md": "" }), found).surface;
    expect([cli.persistent_memory, cli.third_party_extensions, cli.external_communication]).toEqual(["yes", "yes", "yes"]);
  });

  it("marks a CLI's extensions opt-in when it only starts the MCP servers or plugins its user configures", () => {
    const cli = (...ids: string[]) => buildProfile(sourceTree({ "pyproject.toml": pyproject, "README.md": "" }), with_("model-client", "shell-execution", ...ids)).surface.third_party_extensions;
    expect(cli("mcp-client", "plugin-loading")).toBe("opt_in");
    // One that installs packages or loads remote code itself has them in its default.
    expect(cli("mcp-client", "package-install")).toBe("yes");
    expect(cli("mcp-client", "remote-code-load")).toBe("yes");
    expect(cli()).toBe("no");
    // A deployed platform starts the servers its operators configure for everyone.
    expect(buildProfile(sourceTree({ "docker-compose.yml": "services: {}\n" }), with_("model-client", "mcp-client")).surface.third_party_extensions).toBe("yes");
  });

  it("counts queries the model writes as code execution, cloud calls as egress and a driven browser as external communication", () => {
    const surface = buildProfile(sourceTree({ "server.py": "" }), with_("mcp-server", "raw-sql-execution", "browser-page-evaluation")).surface;
    expect(surface.code_execution).toBe("yes");
    expect(surface.external_communication).toBe("yes");
    expect(buildProfile(sourceTree({ "server.py": "" }), with_("mcp-server")).surface.code_execution).toBe("no");
    expect(buildProfile(sourceTree({ "app.ts": "" }), with_("model-client", "remote-sandbox")).surface.code_execution).toBe("yes");
    expect(buildProfile(sourceTree({ "server.py": "" }), with_("mcp-server", "cloud-credentials")).surface.network_egress).toBe("yes");
    expect(buildProfile(sourceTree({ "server.py": "" }), with_("mcp-server")).surface.network_egress).toBe("no");
    const browsing = buildProfile(sourceTree({ "server.py": "" }), with_("mcp-server", "browser-actions")).surface;
    expect([browsing.network_egress, browsing.external_communication]).toEqual(["yes", "yes"]);
  });
});
