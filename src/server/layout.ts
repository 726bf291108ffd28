import { html, type SafeHtml } from "./html.js";

/** What every page needs from the server: the cache-busting version of the static files. */
export interface PageContext {
  assetVersion: string;
}

/** A page's shell: title, body, which client behaviour to run, and the JSON twin to link. */
export interface PageSpec {
  title: string;
  page: "catalog" | "agent" | "compare" | "method" | "error";
  body: SafeHtml;
  api?: string;
}

/** The HTML document around a page body: stylesheet and deferred script from /static/, nothing inline. */
export function layout(ctx: PageContext, spec: PageSpec): string {
  const v = ctx.assetVersion;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${spec.title} · didscore</title>
<link rel="icon" href="/static/favicon.svg?v=${v}" type="image/svg+xml">
<link rel="stylesheet" href="/static/site.css?v=${v}">
<script src="/static/site.js?v=${v}" defer></script>
</head>
<body data-page="${spec.page}">
<header class="site"><a class="brand" href="/">didscore</a><nav><a href="/">Catalog</a><a href="/compare">Compare</a><a href="/method">Method</a></nav></header>
<main id="main">
${spec.body}
</main>
<footer class="site">Defense-in-Depth Score catalog.${spec.api ? html` <a href="${spec.api}">This page as JSON</a>.` : ""}</footer>
</body>
</html>
`.value;
}
