/**
 * The Content-Security-Policy of every response: nothing loads unless listed; scripts and styles come only
 * from this origin (no inline script, no inline style, no eval), and no page can be framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Headers sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** The largest request body accepted (a scorecard is tens of kilobytes; the reference reports stay under 64 KiB). */
export const MAX_BODY_BYTES = 1024 * 1024;
