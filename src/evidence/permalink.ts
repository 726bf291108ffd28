/** Code hosts whose file permalinks we read and write. */
export type Host = "github" | "gitlab" | "bitbucket" | "gitea";

/** A citation read from a permalink or a `path:lines` reference. */
export interface Citation {
  host?: Host;
  /** `https://host/owner/repo`, without `.git` or a trailing slash. */
  repoUrl?: string;
  commit?: string;
  file: string;
  /** "N" or "N-M", as in a scorecard. */
  lines: string;
}

interface Style {
  /** Path segments between the repository and the commit. */
  marker: string[];
  fragment(start: string, end?: string): string;
  /** Matches the fragment; groups: start, optional end. */
  anchor: RegExp;
}

const STYLES: Record<Host, Style> = {
  github: { marker: ["blob"], fragment: (a, b) => `L${a}${b ? `-L${b}` : ""}`, anchor: /^L(\d+)(?:-L(\d+))?$/ },
  gitlab: { marker: ["-", "blob"], fragment: (a, b) => `L${a}${b ? `-${b}` : ""}`, anchor: /^L(\d+)(?:-L?(\d+))?$/ },
  bitbucket: { marker: ["src"], fragment: (a, b) => `lines-${a}${b ? `:${b}` : ""}`, anchor: /^lines-(\d+)(?::(\d+))?$/ },
  gitea: { marker: ["src", "commit"], fragment: (a, b) => `L${a}${b ? `-L${b}` : ""}`, anchor: /^L(\d+)(?:-L(\d+))?$/ },
};

/** Which host a hostname is; self-hosted GitLab and Gitea/Forgejo are known by their names. */
function hostOf(hostname: string): Host | undefined {
  const h = hostname.toLowerCase();
  if (h === "github.com" || h === "www.github.com") return "github";
  if (h === "gitlab.com" || h.includes("gitlab")) return "gitlab";
  if (h === "bitbucket.org" || h === "www.bitbucket.org") return "bitbucket";
  if (h === "codeberg.org" || h.includes("gitea") || h.includes("forgejo")) return "gitea";
  return undefined;
}

/** Where the repository ends in a permalink's path segments, for a host's layout; -1 if it does not fit. */
function markerIndex(host: Host, segments: string[]): number {
  const marker = STYLES[host].marker;
  // GitLab groups nest, so its repository is everything before "/-/blob"; the others are owner/repo.
  const last = host === "gitlab" ? segments.length - marker.length : 2;
  for (let i = 2; i <= last; i++) {
    if (marker.every((m, k) => segments[i + k] === m)) return i;
  }
  return -1;
}

/** Parse a permalink (GitHub, GitLab, Bitbucket, Gitea/Codeberg) or a `path:10-20` / `path#L10-L20` reference. */
export function parseCitation(text: string): Citation | null {
  const trimmed = text.trim().replace(/^`|`$/g, "");
  if (/^https?:\/\//i.test(trimmed)) return parseUrl(trimmed);
  const plain = /^(.+?)(?::(\d+)(?:-(\d+))?|#L(\d+)(?:-L?(\d+))?)$/.exec(trimmed);
  if (!plain) return null;
  const [, file = "", a1, b1, a2, b2] = plain;
  const start = a1 ?? a2 ?? "";
  const end = b1 ?? b2;
  return { file, lines: end ? `${start}-${end}` : start };
}

function parseUrl(text: string): Citation | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").filter((s) => s !== "").map(decodeSegment);
  const named = hostOf(url.hostname);
  // Unknown hostnames are tried by path layout (GitHub Enterprise, self-hosted instances).
  const candidates: Host[] = named ? [named] : ["gitea", "gitlab", "github"];
  for (const host of candidates) {
    const at = markerIndex(host, segments);
    const style = STYLES[host];
    const anchor = style.anchor.exec(decodeURIComponent(url.hash.replace(/^#/, "")));
    const rest = at < 0 ? [] : segments.slice(at + style.marker.length);
    if (at < 0 || !anchor || rest.length < 2) continue;
    const [commit = "", ...file] = rest;
    const [, start = "", end] = anchor;
    return {
      host,
      repoUrl: `${url.protocol}//${url.host}/${segments.slice(0, at).join("/")}`,
      commit,
      file: file.join("/"),
      lines: end ? `${start}-${end}` : start,
    };
  }
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Normalise `https://host/o/r(.git)`, `ssh://git@host/o/r` or `git@host:o/r.git` to `{ host, base }`. */
function repoBase(repoUrl: string): { host: Host; base: string } | null {
  const scp = /^[\w.-]+@([^:/]+):(.+)$/.exec(repoUrl.trim());
  const normal = scp ? `https://${scp[1]}/${scp[2]}` : repoUrl.trim().replace(/^ssh:\/\/(?:[^@/]+@)?/i, "https://");
  let url: URL;
  try {
    url = new URL(normal);
  } catch {
    return null;
  }
  const host = hostOf(url.hostname);
  const path = url.pathname.replace(/\/+$/, "").replace(/\.git$/, "").replace(/^\/+/, "");
  if (!host || path.split("/").length < 2) return null;
  return { host, base: `https://${url.host}/${path}` };
}

/** Encode what would break a URL path segment; keep the rest readable. */
function encodePath(file: string): string {
  return file
    .split("/")
    .map((s) => s.replace(/[%#?\s"<>\\^`{|}[\]]/g, (c) => encodeURIComponent(c)))
    .join("/");
}

/** A permalink to the cited lines at the commit, or null for a host we do not know. */
export function buildPermalink(repoUrl: string, commit: string, cite: { file: string; lines: string }): string | null {
  const repo = repoBase(repoUrl);
  const range = /^(\d+)(?:-(\d+))?$/.exec(cite.lines);
  if (!repo || !range) return null;
  const style = STYLES[repo.host];
  const [, start = "", end] = range;
  return `${repo.base}/${style.marker.join("/")}/${commit}/${encodePath(cite.file)}#${style.fragment(start, end)}`;
}
