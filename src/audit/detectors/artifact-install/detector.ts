import { INSTALL_MESSAGE } from "../package-install/detector.js";
import { LOG_CALL, searchDetector } from "../search-detector.js";

// Why: messages that tell a person what to install, and log lines, name an install without running one.
const LOGGED = new RegExp(LOG_CALL);
// Why: a pinned version is a known artefact, and the program's own self-update or development tasks are not third-party
// code chosen at run time.
const PINNED = /--version|==|@\d/;
const OWN_CHORES = /update|upgrade|doctor|xtask/i;

/**
 * Does the program install or pull third-party artefacts whose name it learns at run time (an app, a container image, a
 * Helm chart, a model package, a tool bundle's install script)? Apart from package-install, which covers the language
 * package managers and decides C7's runtime-load cap: these only show that C7's surface exists.
 */
export const detector = searchDetector({
  id: "artifact-install",
  question: "Does the program install or pull third-party artefacts named at run time (apps, images, charts, model packages, install scripts)?",
  inventory: "extension",
  pattern: [
    // any installer CLI called with an artefact held in a variable: ("install", "-r", path)
    String.raw`["'](install)["']\s*,\s*(["'][-\w]+["']\s*,\s*)*[A-Za-z_$][\w.$]*\s*[,)\]]`,
    // a container image or model pulled by a name held in a variable or the configuration
    String.raw`\bImagePull\(\s*\w+\s*,\s*[a-z_]\w*|\bimages\.pull\(\s*[a-z_]|\.pull\(\s*(self\.)?config\.`,
    // a Helm chart installed
    String.raw`InstallOrUpgradeChart\(|\bInstallChart\(`,
    // a model package downloaded on first use
    String.raw`\bspacy\.cli import download\b|\bspacy\.cli\.download\(`,
    // a tool bundle's own install script run by the program
    String.raw`(&&|;|\|\||["'\x60(])\s*(source|bash|sh)\s+[\w./{}$-]*install\.sh\b`,
  ].join("|"),
  keep: (hit) => !INSTALL_MESSAGE.test(hit.text) && !LOGGED.test(hit.text) && !PINNED.test(hit.text) && !OWN_CHORES.test(hit.path),
  dropNote: "the hits are comments, messages or logs, pinned versions, or the program's own update and development tasks",
});
