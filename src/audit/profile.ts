import type { SurfaceKey } from "../model/scorecard.js";
import { COMPOSE, onlyRunsInfrastructure } from "./detectors/compose.js";
import { DOCKERFILE, startsProgram } from "./detectors/dockerfile.js";
import { DEPLOY_FILE, ownDeploymentFiles, packageRelative, shippedCodeFiles } from "./files.js";
import { READ_LANGUAGES, UNREAD_LANGUAGES } from "./globs.js";
import type { Finding } from "./finding.js";
import { packageDescription, packageName } from "./metadata.js";
import { commandNames, desktopAppManifest, editorExtensionManifest, mcpRegistryManifest, webAppConfig, workspaceCommands } from "./manifests.js";
import { readmeLead } from "./readme-lead.js";
import type { SourceTree } from "./source.js";

/** The kind of project decides which rules apply (tool servers and frameworks are judged differently). */
export type ProjectKind = "platform" | "framework" | "tool-server" | "cli";

/** What the reviewer knows about the project before judging it. */
export interface Profile {
  kind: ProjectKind;
  /** Why the kind was chosen, for the limitations and the scored-configuration line. */
  kindReason: string;
  languages: string[];
  /** Languages with shipped code the reviewer does not read (five files or more). */
  unreadLanguages: string[];
  /** More shipped code files are in unread languages than in read ones: negative searches prove nothing. */
  mostlyUnread: boolean;
  /** The tools are registered in a dependency this repository only starts: negative searches here prove nothing. */
  toolsElsewhere: boolean;
  deployFiles: string[];
  surface: Record<SurfaceKey, "yes" | "no" | "opt_in">;
}

// Why the description: an MCP SDK registers tools in its own examples and helpers much as a server does, but it is a
// library its users build servers with, so the method's rules for libraries apply. Why "MCP framework" only as the
// description's subject: "a penetration-testing MCP framework with 150 tools" is a server.
const MCP_LIBRARY = [
  /\b(SDK|framework|library|implementation) (of|for) (building |creating |writing )?(the )?(MCP|Model Context Protocol)\b/i,
  /\b(SDK|framework|library) (for|to) (build|building|create|creating|write|writing) (\w+ )?MCP servers?\b/i,
  /^(the |an? )?(official )?(\w+ )?(MCP|Model Context Protocol)( \(MCP\))? (SDK|library|framework|implementation)\b/i,
  /\b(MCP|Model Context Protocol) SDK\b/i,
];

function languages(files: string[]): string[] {
  const counts = new Map<string, number>();
  for (const f of files) for (const [re, name] of READ_LANGUAGES) if (re.test(f)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).filter(([, n]) => n >= 3).map(([name]) => name);
}

function unreadCode(source: SourceTree): Pick<Profile, "unreadLanguages" | "mostlyUnread"> {
  const shipped = source.files.filter((f) => source.shipping.isShipped(f));
  const count = (re: RegExp) => shipped.filter((f) => re.test(f)).length;
  const unread = UNREAD_LANGUAGES.reduce((n, [re]) => n + count(re), 0);
  return { unreadLanguages: [...new Set(UNREAD_LANGUAGES.filter(([re]) => count(re) >= 5).map(([, n]) => n))], mostlyUnread: unread > shippedCodeFiles(source).length };
}

function hasGoOrRustMain(source: SourceTree): boolean {
  const files = new Set(source.files);
  // Why a main.go beside its go.mod: a Go module whose root is `package main` builds a program (a monorepo's app/cli).
  // Why at most two folders down: deeper modules are a package's own generators and helpers.
  const moduleMain = (f: string, rel: string) => /^([^/]+\/){1,2}main\.go$/.test(rel) && files.has(f.replace(/main\.go$/, "go.mod"));
  const entry = (f: string, rel: string) => /(^|\/)cmd\/[^/]+\/main\.go$/.test(rel) || rel === "main.go" || /(^|\/)src\/main\.rs$/.test(rel) || moduleMain(f, rel);
  // Why shipped only: examples and test fixtures build programs of their own that the project does not install.
  return source.files.some((f) => {
    const rel = packageRelative(source, f);
    return rel !== null && entry(f, rel) && source.shipping.isShipped(f);
  });
}

/** Decides the project kind and the agent surface from the findings. */
export function buildProfile(source: SourceTree, found: (id: string) => boolean): Profile {
  // Why Dockerfiles and app manifests count: an application shipped to be deployed is scored as deployed, not as a library.
  const webApp = webAppConfig(source);
  // Why not every Dockerfile: one whose image only opens a shell or idles is a development environment, not the
  // application deployed (experts scored both such projects among 179 as the library or command they ship).
  // Why not every compose file: one that only starts a tracing backend or a database beside a command-line tool runs
  // none of the project's code.
  const launches = (f: string) =>
    DOCKERFILE.test(f) ? startsProgram(source.read(f) ?? "") : !COMPOSE.test(f) || !onlyRunsInfrastructure(source.read(f) ?? "");
  const deployFiles = [...ownDeploymentFiles(source, DEPLOY_FILE).filter(launches), ...(webApp ? [webApp] : [])];
  let kind: ProjectKind;
  let kindReason: string;
  let toolsElsewhere = false;
  // Why this order: a compose file or chart is a deployment; a library that also installs a command is a library if
  // its README shows library use before running the command (known only when the manifest names it); a CLI that also
  // ships a Dockerfile is still a CLI. Why not the README lead for charts and setup.py scripts: scoring such projects
  // by the CLI rules agreed less with experts (19 fewer levels on 8 reviews) than scoring them as deployed.
  const names = commandNames(source);
  // Why the workspace's commands: a monorepo root installs nothing itself, but its README may lead with one of them.
  const workspace = names.length ? { names: [], packages: [] } : workspaceCommands(source);
  const lead = readmeLead(source, names.length ? names : workspace.names, workspace.packages);
  const hasCli = names.length > 0 || hasGoOrRustMain(source) || (workspace.names.length > 0 && lead === "command");
  const desktop = desktopAppManifest(source);
  const editorExtension = editorExtensionManifest(source);
  const strongDeploy = deployFiles.filter((f) => /(compose[^/]*\.ya?ml|Chart\.yaml|values\.yaml)$/.test(f));
  // Why the package name: an MCP server may also call a model (summarising, sampling, a bundled demo client), but a
  // project that names itself an MCP server is reviewed as one.
  const mcpNamed = /mcp[-_.]?server|[-_.]mcp$|^mcp$/i.test(packageName(source) ?? "");
  const registry = mcpRegistryManifest(source);
  if (found("mcp-server") && MCP_LIBRARY.some((re) => re.test(packageDescription(source) ?? ""))) {
    kind = "framework";
    kindReason = "a library for building MCP servers (so its package description says), judged by its public defaults";
  } else if (found("mcp-server") && (!found("model-client") || mcpNamed)) {
    kind = "tool-server";
    kindReason = mcpNamed ? "registers tools with an MCP server SDK and is published as an MCP server" : "registers tools with an MCP server SDK and calls no language model itself";
  } else if (registry && !found("model-client")) {
    // Why without its own registrations: a wrapper whose tools live in a dependency is still installed and run as one.
    kind = "tool-server";
    kindReason = `is published to the MCP registry as a server (${registry}); its tools may be registered in a dependency`;
    toolsElsewhere = true;
  } else if (strongDeploy.length > 0 && found("model-client")) {
    kind = "platform";
    kindReason = `ships a deployable configuration (${strongDeploy.slice(0, 2).join(", ")}) around an agent`;
  } else if (desktop && found("model-client")) {
    // Why a platform: a desktop app is installed and run as shipped, so its first-launch settings are its default
    // configuration, as a compose file's are (3 of the 4 such reviews read otherwise gained levels, +10 in all).
    kind = "platform";
    kindReason = `ships a desktop application (${desktop}) around an agent`;
  } else if (editorExtension && found("model-client") && (found("shell-execution") || found("file-write"))) {
    // Why a coding CLI: an editor extension's agent works inside the user's open workspace, asking or not before each
    // tool as a terminal agent does, and reads that workspace's rules and settings; the method groups it with them.
    kind = "cli";
    kindReason = `ships an editor extension (${editorExtension}) whose agent runs commands or writes files`;
  } else if (names.length > 0 && lead === "library") {
    kind = "framework";
    kindReason = "a library that also installs a command; its README leads with library use, so its public defaults are judged";
  } else if (hasCli && found("model-client") && (found("shell-execution") || found("file-write") || lead === "command")) {
    // Why the README's lead too: a command built on an agent SDK may take its shell and file tools from a dependency,
    // where no search of the tree sees them; the README running the command says it is the product.
    kind = "cli";
    kindReason = found("shell-execution") || found("file-write") ? "ships a command-line entry point whose agent runs commands or writes files" : "ships a command-line entry point around an agent, and its README leads with running it";
  } else if (deployFiles.length > 0 && found("model-client")) {
    kind = "platform";
    kindReason = `ships a deployable application (${deployFiles.slice(0, 2).join(", ")}) around an agent`;
  } else {
    kind = "framework";
    kindReason = "a library or framework judged by its public defaults";
  }
  const yes = (b: boolean) => (b ? "yes" : "no") as "yes" | "no";
  // Why opt-in for a library's memory, extensions and messaging: they are primitives its developer attaches, not
  // part of what a default agent does (experts marked them opt-in for most libraries that have them: 11 of 22,
  // 11 of 20 and 9 of 18 among the 79 reviews whose surface line was read, against 8, 8 and 7 marked yes).
  const attached = (b: boolean) => (b ? (kind === "framework" ? "opt_in" : "yes") : "no");
  // Why the same list as C7's structural absence: whatever makes the agent load third-party code is the extension surface.
  const extensions = ["mcp-client", "plugin-loading", "remote-code-load", "package-install", "trust-remote-code", "agent-runtime-launch"].some(found);
  // Why opt-in for a CLI that only starts what its user configures: a coding CLI runs the MCP servers and plugins its
  // user adds, which experts marked opt-in for 14 of the 23 such CLIs among 179 reviews. One that installs or downloads
  // third-party code itself has it in its default (5 of the 9 that do).
  const installsCode = ["package-install", "artifact-install", "remote-code-load", "runtime-code-download", "trust-remote-code"].some(found);
  const extensionSurface = extensions ? (kind === "framework" || (kind === "cli" && !installsCode) ? "opt_in" : "yes") : "no";
  const surface = {
    // Why SQL too: a query the model writes is code the database runs (experts: code execution for such servers).
    // Why a remote sandbox and IaC apply: model-written code still runs (in the sandbox, on the infrastructure); C4 rates it.
    code_execution: yes(["shell-execution", "dynamic-code-evaluation", "capability-runtime", "raw-sql-execution", "remote-sandbox", "iac-apply"].some(found)),
    filesystem_write: yes(found("file-write")),
    // Why cloud credentials and a driven browser too: a cloud SDK's every call, and every page the browser opens, leave the host.
    network_egress: yes(found("untrusted-ingestion") || found("outbound-communication") || found("cloud-credentials") || found("browser-actions")),
    external_credentials: yes(found("cloud-credentials") || found("model-client") || kind === "tool-server"),
    persistent_memory: attached(found("memory-store")),
    untrusted_input: yes(found("untrusted-ingestion") || kind === "tool-server" || found("mcp-client")),
    third_party_extensions: extensionSurface,
    sub_agents: yes(found("sub-agents")),
    // Why a browser the agent drives too: it can submit forms and post to any site.
    external_communication: attached(found("outbound-communication") || found("browser-page-evaluation") || found("browser-actions")),
  } satisfies Profile["surface"];
  return { kind, kindReason, languages: languages(source.files), ...unreadCode(source), toolsElsewhere, deployFiles, surface };
}

/** A finding lookup that answers "found" for detectors whose outcome is found. */
export function foundLookup(findings: Finding[]): (id: string) => boolean {
  const found = new Set(findings.filter((f) => f.outcome === "found").map((f) => f.detector));
  return (id) => found.has(id);
}
