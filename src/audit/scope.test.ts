import { describe, expect, it } from "vitest";
import { packageScope } from "./scope.js";

function tree(files: Record<string, string>) {
  return { files: Object.keys(files).sort(), read: (p: string) => files[p] ?? null };
}

describe("a monorepo package's scope", () => {
  it("follows MSBuild project references, with the root property and globs, transitively", () => {
    const t = tree({
      "servers/App/src/App.csproj": '<ProjectReference Include="$(RepoRoot)\\core\\Core\\src\\Core.csproj" /><ProjectReference Include="$(RepoRoot)\\tools\\Tools.*\\src\\*.csproj" />',
      "core/Core/src/Core.csproj": '<ProjectReference Include="..\\..\\Util\\Util.csproj" />',
      "core/Util/Util.csproj": "<Project />",
      "tools/Tools.A/src/Tools.A.csproj": "<Project />",
      "tools/Tools.B/src/Tools.B.csproj": "<Project />",
      "tools/Other/src/Other.csproj": "<Project />",
      "servers/App/tests/App.Tests.csproj": '<ProjectReference Include="..\\..\\..\\tools\\Other\\src\\Other.csproj" />',
    });
    expect(packageScope("servers/App", t.files, t.read)).toEqual(["core/Core/src", "core/Util", "servers/App", "tools/Tools.A/src", "tools/Tools.B/src"]);
  });

  it("follows workspace and path dependencies of npm, Python, Cargo and Go packages", () => {
    const t = tree({
      "packages/server/package.json": '{ "name": "server", "dependencies": { "@x/core": "workspace:*", "left-pad": "^1.0.0", "local": "file:../local" } }',
      "packages/core/package.json": '{ "name": "@x/core" }',
      "packages/local/package.json": '{ "name": "local" }',
      "py/app/pyproject.toml": '[project]\nname = "app"\n[tool.uv.sources]\nshared-lib = { workspace = true }\nhelper = { path = "../helper" }\n',
      "py/shared/pyproject.toml": '[project]\nname = "shared_lib"\n',
      "py/helper/pyproject.toml": '[project]\nname = "helper"\n',
      "rs/cli/Cargo.toml": '[dependencies]\nengine = { path = "../engine" }\n',
      "rs/engine/Cargo.toml": "[package]\n",
      "go/cmd/go.mod": "module x/cmd\nreplace x/lib => ../lib\n",
      "go/lib/go.mod": "module x/lib\n",
    });
    expect(packageScope("packages/server", t.files, t.read)).toEqual(["packages/core", "packages/local", "packages/server"]);
    expect(packageScope("py/app", t.files, t.read)).toEqual(["py/app", "py/helper", "py/shared"]);
    expect(packageScope("rs/cli", t.files, t.read)).toEqual(["rs/cli", "rs/engine"]);
    expect(packageScope("go/cmd", t.files, t.read)).toEqual(["go/cmd", "go/lib"]);
  });

  it("never leaves the repository, never widens to the root or a parent, and stays bounded", () => {
    const many = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`libs/l${i}/package.json`, `{ "name": "l${i}", "dependencies": { "l${i + 1}": "workspace:*" } }`]));
    const t = tree({
      "app/package.json": '{ "name": "app", "dependencies": { "a": "file:../../outside", "b": "file:..", "l0": "workspace:*" } }',
      ...many,
    });
    const scope = packageScope("app", t.files, t.read);
    expect(scope).not.toContain("");
    expect(scope.some((d) => d.startsWith(".."))).toBe(false);
    expect(scope.length).toBeLessThanOrEqual(200);
    expect(scope).toContain("libs/l0");
  });
});
