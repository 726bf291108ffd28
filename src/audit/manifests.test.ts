import { describe, expect, it } from "vitest";
import { sourceTree as tree } from "../../test/helpers/source-tree.js";
import { commandNames, frontEndFolders, npmManifest, pyprojectManifest } from "./manifests.js";

describe("command names", () => {
  it("come from package.json bin and pyproject scripts of the audited package", () => {
    expect(commandNames(tree({ "package.json": JSON.stringify({ name: "@acme/agent-cli", bin: "dist/cli.js" }) }))).toEqual(["agent-cli"]);
    expect(commandNames(tree({ "pyproject.toml": '[project]\nname = "x"\n[project.scripts]\nagent = "x.cli:main"\n' }))).toEqual(["agent"]);
    expect(commandNames(tree({ "package.json": JSON.stringify({ bin: { root: "r.js" } }), "pkgs/a/package.json": JSON.stringify({ bin: { a: "a.js" } }) }, "pkgs/a"))).toEqual(["a"]);
  });

  it("are empty for a broken or command-less manifest", () => {
    expect(commandNames(tree({ "package.json": "{ not json", "pyproject.toml": "[project\n" }))).toEqual([]);
  });
});

describe("package.json as untrusted data", () => {
  it("keeps only fields of the expected type", () => {
    expect(npmManifest('{ "name": 3, "description": "d", "bin": { "a": "a.js", "b": 1 } }')).toEqual({ description: "d", bin: { a: "a.js" } });
    expect(npmManifest("[1, 2]")).toEqual({});
  });
});

describe("pyproject.toml as untrusted data", () => {
  it("reads [project] or Poetry's table, never a name from another table, and ignores values of the wrong type", () => {
    expect(pyprojectManifest('[tool.other]\nname = "wrong"\n[project]\nname = "agent"\ndescription = "An agent"\n')).toEqual({ name: "agent", description: "An agent", scripts: [] });
    expect(pyprojectManifest('[tool.poetry]\nname = "poet"\n[tool.poetry.scripts]\npoet = "poet:main"\n')).toEqual({ name: "poet", scripts: ["poet"] });
    expect(pyprojectManifest('[project]\nname = 3\nscripts = "x"\n')).toEqual({ scripts: [] });
    expect(pyprojectManifest("[project\n")).toEqual({ scripts: [] });
  });
});

describe("front-end folders", () => {
  it("are the packages below the top that render pages and run no server, whatever their folder is called", () => {
    const manifests: Record<string, string> = {
      "package.json": JSON.stringify({ dependencies: { "react-dom": "18" } }),
      "packages/ui/package.json": JSON.stringify({ dependencies: { react: "18", "react-dom": "18" } }),
      "web/package.json": JSON.stringify({ devDependencies: { vue: "3" } }),
      "apps/site/package.json": JSON.stringify({ dependencies: { next: "15", "react-dom": "18" } }),
      "packages/server/package.json": JSON.stringify({ dependencies: { express: "4" } }),
      "packages/broken/package.json": "{ not json",
    };
    const files = [...Object.keys(manifests), "packages/ui/src/hook.ts"];
    expect(frontEndFolders(files, (f) => manifests[f] ?? null).sort()).toEqual(["packages/ui/", "web/"]);
    // The audited package itself is never set aside.
    expect(frontEndFolders(files, (f) => manifests[f] ?? null, "packages/ui")).toEqual(["web/"]);
  });
});
