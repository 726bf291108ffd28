import { searchDetector } from "../search-detector.js";

// Why: advice printed to the user and documentation strings name the same commands without running them.
// A self-update command (the program's own package) is the user's upgrade, not an extension.
const ADVICE = /\b(please|manually|you can|e\.g\.|for example|usage|hint|install it|to install|run:|try|failed|update_?command|upgrade)\b|`[^`]*@latest[^`]*`/i;

// Why a branch archive counts only for tools, plugins or skills: the same download also fetches project templates and
// benchmark data, which are not run as the agent's code.
const EXTENSION_CODE = /tool|plugin|skill|extension|marketplace/i;
const SELF_UPDATE_FILE = /update|upgrade|release/i;
// Why a store's update URL needs no extension word in its path: it serves an extension by definition, in whatever
// version is current when the program starts.
const STORE_LATEST = /update2\/crx|extensionwebstorebase|firefox\/downloads/i;

/** A file's name with its folder and that folder's parent (`skills/loader/github.py`): what feature the code serves. */
function featureOf(path: string): string {
  // Why not the whole path: in a tool server every file sits under a `tools/` folder, whatever it downloads.
  return path.split("/").slice(-3).join("/");
}

/** Does the program download and run code that is not pinned at runtime (a branch archive, an `@latest` install)? */
export const detector = searchDetector({
  id: "runtime-code-download",
  question: "Does the program download and run code that is not pinned at runtime (a branch archive, an @latest install)?",
  inventory: "extension",
  pattern:
    "(?i)" +
    [
      // a repository's branch tip as an archive: GitHub's zipball/tarball API or an archive of a branch
      String.raw`/(zipball|tarball)/(main|master|\{|\$)|/archive/(refs/heads/)?(main|master)\.(zip|tar\.gz)`,
      // a global install of whatever version is current, run by the program (not a one-off `npx` a user types)
      String.raw`\bnpm\s+(i|install)\s+(-g|--global)\s+[@\w./-]+@latest\b`,
      // a browser extension fetched from its store's "latest version" endpoint (Chrome, Edge, Firefox)
      String.raw`clients2\.google\.com/service/update2/crx|edge\.microsoft\.com/extensionwebstorebase|addons\.mozilla\.org/[\w-]*/?firefox/downloads/(latest|file)`,
    ].join("|"),
  keep: (hit) =>
    !ADVICE.test(hit.text) &&
    (/@latest/.test(hit.text) ? !SELF_UPDATE_FILE.test(hit.path) : STORE_LATEST.test(hit.text) || EXTENSION_CODE.test(`${featureOf(hit.path)} ${hit.text}`)),
});
