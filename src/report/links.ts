import type { CodeEvidence } from "../model/evidence.js";

const bases = new Map<string, string | null>();

/** "https://github.com/OWNER/REPO/blob/COMMIT/" for a GitHub repository, else null (memoised: reports repeat it). */
function blobBase(repoUrl: string, commit: string): string | null {
  const key = `${repoUrl}\n${commit}`;
  let base = bases.get(key);
  if (base === undefined) {
    const m = /^https:\/\/github\.com\/([^/]+)\/([^/#?]+?)(?:\.git)?\/?$/.exec(repoUrl);
    base = m ? `https://github.com/${m[1]}/${m[2]}/blob/${commit}/` : null;
    if (bases.size > 1000) bases.clear();
    bases.set(key, base);
  }
  return base;
}

/**
 * The method's permalink for a GitHub repository: /blob/COMMIT/path#La-Lb; null for other hosts.
 * Why not evidence/permalink's buildPermalink: published reports print the path unencoded and link only GitHub,
 * and rendering must reproduce them byte for byte.
 */
export function githubPermalink(repoUrl: string, commit: string, ev: CodeEvidence): string | null {
  const base = blobBase(repoUrl, commit);
  if (base === null) return null;
  const dash = ev.lines.indexOf("-");
  return dash < 0 ? `${base}${ev.file}#L${ev.lines}` : `${base}${ev.file}#L${ev.lines.slice(0, dash)}-L${ev.lines.slice(dash + 1)}`;
}
