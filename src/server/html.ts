/** Markup that is already safe to emit: only the `html` tag and `trustedHtml` make one. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What a template may interpolate: text (always escaped), numbers, safe markup, lists of these, or nothing. */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;

/**
 * The one escaping helper: text becomes safe in element content and in quoted attribute values.
 * Why one helper for both: every template quotes its attributes with double quotes, so the same five escapes suffice.
 */
export function escapeHtml(text: string): string {
  // Why the test first: most texts have nothing to escape, and a plain test is far cheaper than a replace.
  return SPECIAL.test(text) ? text.replace(SPECIALS, (ch) => ESCAPES[ch]!) : text;
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/** Tagged template for HTML: every interpolated value goes through `escapeHtml` unless it is already SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + strings[i + 1]!;
  return new SafeHtml(out);
}

/** Marks markup this program generated itself (the chart SVG) as safe; never pass scorecard text here. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * A link target that cannot run script: http(s) URLs and site-relative paths pass, anything else becomes "#".
 * Why beside escaping: escaping stops markup, but a `javascript:` URL needs no markup to run.
 */
export function safeUrl(url: string): string {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : "#";
  } catch {
    return "#";
  }
}
