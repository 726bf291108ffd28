import type { SourceTree } from "./source.js";

/** Shipped files (not tests, docs, examples or development scripts) whose path matches `re`. */
export function shippedFiles(source: SourceTree, re: RegExp): string[] {
  return source.files.filter((f) => re.test(f) && source.shipping.isShipped(f));
}

/** Deployment files of one type: the operator's chosen configuration (--config) when it is of that type, else every shipped one. */
export function deploymentFiles(source: SourceTree, re: RegExp, configPath?: string): string[] {
  if (configPath && re.test(configPath) && source.files.includes(configPath)) return [configPath];
  return shippedFiles(source, re);
}

/** Files that deploy something: Dockerfiles, compose files, Helm charts and platform app manifests. */
export const DEPLOY_FILE = /(^|\/)((docker-)?compose[^/]*\.ya?ml|Chart\.yaml|values\.yaml|Dockerfile|langgraph\.json|fly\.toml|render\.yaml|app\.json)$/;

/**
 * Whether a deployment file deploys the project itself: at the top level or in a deployment folder, and not a
 * development, test or CI variant. Why: Dockerfiles and compose files deeper in the tree build sandboxes, benchmarks,
 * showcases or one sub-package; they do not make the project something its users deploy.
 */
export function isDeploymentFile(path: string): boolean {
  return (
    DEPLOY_FILE.test(path) &&
    /^([^/]+|(docker|\.docker|deploy|deployments?|helm|charts?|k8s|kubernetes|infra)\/.+)$/i.test(path) &&
    !/[-.](dev|test|local|ci|e2e)[^/]*$/i.test(path)
  );
}

/**
 * Shipped deployment files that deploy the project itself, relative to the audited package.
 * Why relative to the subpath: a monorepo package's own top level is where its deployment files sit.
 */
export function ownDeploymentFiles(source: SourceTree, re: RegExp): string[] {
  const own = (f: string) => (source.subpath && f.startsWith(`${source.subpath}/`) ? f.slice(source.subpath.length + 1) : f);
  return shippedFiles(source, re).filter((f) => isDeploymentFile(own(f)));
}
