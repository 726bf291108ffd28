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
