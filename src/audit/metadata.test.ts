import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sourceTree as tree } from "../../test/helpers/source-tree.js";
import { forgeRepository, readMetadata } from "./metadata.js";

// A directory that is no git repository, so there is no origin remote to read.
const noRemote = join(mkdtempSync(join(tmpdir(), "didscore-meta-")), "repo");

describe("the repository URL when the clone has no origin remote", () => {
  it("comes from the manifest's repository field on a known forge, and says so", () => {
    const meta = readMetadata(tree({ "package.json": JSON.stringify({ name: "@acme/agent", repository: { type: "git", url: "git+https://github.com/acme/agent.git" } }) }), noRemote);
    expect(meta.repoUrl).toBe("https://github.com/acme/agent");
    expect(meta.repoUrlFrom).toBe("package.json");
    expect(readMetadata(tree({ "go.mod": "module github.com/acme/agent/v2\n\ngo 1.22\n" }), noRemote).repoUrl).toBe("https://github.com/acme/agent");
    expect(readMetadata(tree({ "pyproject.toml": '[project]\nname = "agent"\n[project.urls]\nDocs = "https://acme.dev"\nSource = "https://gitlab.com/acme/agent"\n' }), noRemote).repoUrl).toBe("https://gitlab.com/acme/agent");
  });

  it("falls back to a placeholder, not to an arbitrary site the manifest names, and yields to --repo-url", () => {
    const meta = readMetadata(tree({ "package.json": JSON.stringify({ name: "agent", repository: "https://evil.example/acme/agent" }) }), noRemote);
    expect(meta.repoUrl).toBe("https://localhost/agent");
    expect(meta.repoUrlFrom).toBeUndefined();
    const overridden = readMetadata(tree({ "package.json": JSON.stringify({ repository: "github:acme/agent" }) }), noRemote, { repoUrl: "https://git.internal/acme/agent" });
    expect(overridden.repoUrl).toBe("https://git.internal/acme/agent");
    expect(overridden.repoUrlFrom).toBeUndefined();
  });

  it("ignores a template's placeholder owner", () => {
    for (const owner of ["yourusername", "your-username", "your-org", "username", "owner", "YOUR_NAME"]) expect(forgeRepository(`https://github.com/${owner}/agent`), owner).toBeNull();
    expect(forgeRepository("https://github.com/yourself-labs/agent")).toBe("https://github.com/yourself-labs/agent");
  });

  it("reads the forms manifests use", () => {
    expect(forgeRepository("github:acme/agent")).toBe("https://github.com/acme/agent");
    expect(forgeRepository("git://github.com/acme/agent.git")).toBe("https://github.com/acme/agent");
    expect(forgeRepository("https://github.com/acme/agent/tree/main/packages/x")).toBe("https://github.com/acme/agent");
    expect(forgeRepository("https://acme.dev")).toBeNull();
  });
});

describe("the description when no manifest has one", () => {
  it("is the README's first prose line, read through emphasis tags and links, past badges and images", () => {
    const readme = [
      '<div align="center">',
      '<img src="./logo.png" alt="Logo">',
      "[![Build](https://ci.example/badge.svg)](https://ci.example)",
      "<strong>A Go implementation of the protocol, connecting [LLM apps](https://x.example) to tools.</strong>",
      "Discuss the SDK on [Discord](https://discord.example)",
    ].join("\n");
    expect(readMetadata(tree({ "README.md": readme }), noRemote).description).toBe("A Go implementation of the protocol, connecting LLM apps to tools.");
  });

  it("reads a tagline quoted under the title across its lines, up to its first sentence, but not a callout", () => {
    const readme = ["# Agents", "", "> Production-ready building blocks: **92 plugins**,", "> **181 skills**. Built for coding agents.", "", "> [!NOTE]", "> Read the docs first.", "## Install"].join("\n");
    expect(readMetadata(tree({ "README.md": readme }), noRemote).description).toBe("Production-ready building blocks: 92 plugins, 181 skills.");
    const notes = ["# Agents", "", "> [!IMPORTANT]", "> **Public Preview** of the toolkit, with breaking changes.", "", "Policy enforcement for autonomous agents, in one install.", "", "> Tip for users behind a mirror: set the index."].join("\n");
    expect(readMetadata(tree({ "README.md": notes }), noRemote).description).toBe("Policy enforcement for autonomous agents, in one install.");
    const list = ["A toolkit that wires agents to tools without a server", "- item one", "- item two"].join("\n");
    expect(readMetadata(tree({ "README.md": list }), noRemote).description).toBe("A toolkit that wires agents to tools without a server");
    const bold = '<h1>Bee</h1>\n\n**Build multi-agent systems in <a href="https://x.example/py">Python</a> or TypeScript.**\n';
    expect(readMetadata(tree({ "README.md": bold }), noRemote).description).toBe("Build multi-agent systems in Python or TypeScript.");
    const switcher = "# Flow\n\nEnglish | [简体中文](./README-ZH.md) | [日本語](./README-JA.md) | [한국어](./README-KR.md) | [Español](./README-ES.md)\n\n<h3>Build agents on a visual canvas</h3>\n";
    expect(readMetadata(tree({ "README.md": switcher }), noRemote).description).toBe("Build agents on a visual canvas");
    const brokenTag = '<p>\n  <img alt="Downloads" width="200"\n    style="color:transparent;width:170px" src="https://img.example/badge">\n</p>\n\nSandboxes that run the code your agents write.\n';
    expect(readMetadata(tree({ "README.md": brokenTag }), noRemote).description).toBe("Sandboxes that run the code your agents write.");
  });

  it("passes over a nameless package.json that only pins tooling, but keeps a named package's description", () => {
    const readme = "# Bridge\n\nA .NET library that connects agents to tool servers.\n";
    const tooling = JSON.stringify({ private: true, description: "Node tools for the integration suite" });
    expect(readMetadata(tree({ "README.md": readme, "package.json": tooling }), noRemote).description).toBe("A .NET library that connects agents to tool servers.");
    const named = JSON.stringify({ name: "agent", private: true, description: "An agent that files issues." });
    expect(readMetadata(tree({ "README.md": readme, "package.json": named }), noRemote).description).toBe("An agent that files issues.");
  });
});
