import { searchDetector } from "../search-detector.js";

/** Do shipped Kubernetes or Helm manifests grant wildcard verbs or resources, cluster-admin, impersonation or secret reads? */
export const detector = searchDetector({
  id: "k8s-rbac-broad",
  question: "Do shipped Kubernetes or Helm manifests grant wildcard verbs or resources, cluster-admin, impersonation or secret reads?",
  inventory: "deployment",
  pattern: String.raw`verbs:\s*\[?\s*["']?\*|resources:\s*\[?\s*["']?\*|name:\s*cluster-admin|["']?impersonate["']?`,
  globs: ["*.{yaml,yml,tpl}", "!**/{test,tests,examples,docs}/**"],
});
