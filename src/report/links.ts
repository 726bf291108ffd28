import type { CodeEvidence } from "../model/evidence.js";

/** The method's permalink for a GitHub repository: /blob/COMMIT/path#La-Lb; null for other hosts. */
export function githubPermalink(repoUrl: string, commit: string, ev: CodeEvidence): string | null {
  const m = /^https:\/\/github\.com\/([^/]+)\/([^/#?]+?)(?:\.git)?\/?$/.exec(repoUrl);
  if (!m) return null;
  const [start, end] = ev.lines.split("-");
  return `https://github.com/${m[1]}/${m[2]}/blob/${commit}/${ev.file}#L${start}${end ? `-L${end}` : ""}`;
}
