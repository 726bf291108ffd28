import { describe, expect, it } from "vitest";
import { isDeploymentFile } from "./files.js";

describe("deployment files", () => {
  it("count at the top level and in deployment folders", () => {
    for (const f of ["docker-compose.yml", "compose.yaml", "Dockerfile", "docker/docker-compose.yaml", "helm/agent/values.yaml", "deploy/k8s/Chart.yaml"]) {
      expect(isDeploymentFile(f), f).toBe(true);
    }
  });

  it("do not count when they build a sandbox, a showcase, one sub-package or a development variant", () => {
    for (const f of ["pkg/sandbox/docker/Dockerfile", "showcase/docker-compose.yml", "python/packages/studio/Dockerfile", "docker-compose.dev.yml", "docker/compose.test.yaml", "README.md"]) {
      expect(isDeploymentFile(f), f).toBe(false);
    }
  });
});
