import type { SourceTree } from "./source.js";

const NON_SHIPPING = /(^|\/)(test|tests|__tests__|testdata|fixtures|e2e|examples?|samples?|demos?|cookbook|tutorials|docs?|benchmarks?|bench|scripts?|hack|contrib|node_modules|vendor|third_party|[^/]*use_?-?case[^/]*)\//i;

// Why: root-level test scripts, code generators and build configs run at development time only.
const DEV_FILE = /(^|\/)(test-[^/]*|generate[-_][^/]*|[^/]*\.config)\.(js|mjs|cjs|ts|py)$/;

/** Shipped files (not tests, docs, examples or development scripts) whose path matches `re`. */
export function shippedFiles(source: SourceTree, re: RegExp): string[] {
  return source.files.filter((f) => re.test(f) && !NON_SHIPPING.test(f) && !DEV_FILE.test(f));
}

/** Deployment files of one type: the operator's chosen configuration (--config) when it is of that type, else every shipped one. */
export function deploymentFiles(source: SourceTree, re: RegExp, configPath?: string): string[] {
  if (configPath && re.test(configPath) && source.files.includes(configPath)) return [configPath];
  return shippedFiles(source, re);
}
