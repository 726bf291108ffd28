import { isCodeFile } from "./globs.js";
import type { SourceTree } from "./source.js";

/** The path of a file at the audited package's top level (the subpath inside a monorepo, else the repository root). */
export function packageFile(source: SourceTree, name: string): string {
  return source.subpath ? `${source.subpath}/${name}` : name;
}

/** A path relative to the audited package, or null when it lies outside it. */
export function packageRelative(source: SourceTree, path: string): string | null {
  if (!source.subpath) return path;
  return path.startsWith(`${source.subpath}/`) ? path.slice(source.subpath.length + 1) : null;
}

/** The first file whose package-relative path matches `re` (a README, a manifest), or null. */
export function packageFileMatching(source: SourceTree, re: RegExp): string | null {
  return source.files.find((f) => re.test(packageRelative(source, f) ?? "")) ?? null;
}

/** Shipped files (not tests, docs, examples or development scripts) whose path matches `re`. */
export function shippedFiles(source: SourceTree, re: RegExp): string[] {
  return source.files.filter((f) => re.test(f) && source.shipping.isShipped(f));
}

/** Shipped code in the languages the reviewer reads. */
export function shippedCodeFiles(source: SourceTree): string[] {
  return source.files.filter((f) => isCodeFile(f) && source.shipping.isShipped(f));
}

/** The operator's chosen configuration (--config) when it is a file of this type, else null. */
function operatorChoice(source: SourceTree, re: RegExp, configPath?: string): string[] | null {
  return configPath && re.test(configPath) && source.files.includes(configPath) ? [configPath] : null;
}

// Why: a file named for a test or CI run (`Dockerfile.test`, `ci.Dockerfile`, `.env.test`, `e2e.env`) configures the
// test suite's run, not the deployment a user gets.
const TEST_RUN_VARIANT = /(^|\/)[^/]*[-.](tests?|testing|ci|e2e)$|(^|\/)(tests?|testing|ci|e2e)[-.][^/]*$/i;

/**
 * Deployment files of one type: the operator's chosen configuration (--config) when it is of that type, else every
 * shipped one but the variants named for a test or CI run.
 */
export function deploymentFiles(source: SourceTree, re: RegExp, configPath?: string): string[] {
  return operatorChoice(source, re, configPath) ?? shippedFiles(source, re).filter((f) => !TEST_RUN_VARIANT.test(f));
}

/** Files that deploy something: Dockerfiles, compose files, Helm charts and platform app manifests. */
export const DEPLOY_FILE = /(^|\/)((docker-)?compose[^/]*\.ya?ml|Chart\.yaml|values\.yaml|Dockerfile|langgraph\.json|fly\.toml|render\.yaml|app\.json)$/;

/**
 * Whether a deployment file deploys the project itself: at the top level or in a deployment or installer folder, and
 * not a development, test or CI variant. Why: Dockerfiles and compose files deeper in the tree build sandboxes,
 * benchmarks, showcases or one sub-package; they do not make the project something its users deploy.
 */
export function isDeploymentFile(path: string): boolean {
  return (
    DEPLOY_FILE.test(path) &&
    /^([^/]+|(docker|\.docker|deploy|deployments?|helm|charts?|k8s|kubernetes|infra|installer)\/.+)$/i.test(path) &&
    !/[-.](dev|debug|test|local|ci|e2e)[^/]*$/i.test(path)
  );
}

/**
 * Shipped deployment files that deploy the project itself, relative to the audited package.
 * Why relative to the subpath: a monorepo package's own top level is where its deployment files sit.
 */
export function ownDeploymentFiles(source: SourceTree, re: RegExp): string[] {
  // Why the full path for files outside the package: a local package it is built from is not its deployment.
  return shippedFiles(source, re).filter((f) => isDeploymentFile(packageRelative(source, f) ?? f));
}

/**
 * The deployment files of one type that make up the default configuration: the operator's chosen one (--config) when
 * it is of that type, else the project's own (top level or deployment folder, not a development variant).
 */
export function defaultDeploymentFiles(source: SourceTree, re: RegExp, configPath?: string): string[] {
  return operatorChoice(source, re, configPath) ?? ownDeploymentFiles(source, re);
}
