import type { Detector, Finding } from "../../finding.js";
import { CODE_TYPE_FLAGS } from "../../globs.js";
import type { Hit } from "../../source.js";
import { PERMISSION_VOCABULARY, PERMISSION_WORDS, servedCheck } from "../permission-check/detector.js";
import { absentFinding, findingFromSearch, isCommentLine, isNamingLine, onlyInStrings } from "../search-detector.js";

// Why a count of files: a role check in a handful of places guards an admin page or two; one repeated across many
// modules is a layer every request passes through, the multi-user platform's role-scoped identity (C1's L2 anchors).
// Among the 54 platforms of 182 expert reviews, experts rated C1 S at L2 on all 5 whose checks span 20 files or more,
// and at L0 or L1 on the 3 between 15 and 19 (and at L2 on 7 of 10 large self-hosted platforms too big to read here).
export const MIN_FILES = 20;

/** Does an authorization layer run through the code: role or permission checks in many files, not a few? */
export const detector: Detector = {
  id: "authorization-layer",
  question: `Do role or permission checks run through the code as a layer (in ${MIN_FILES} or more files), rather than guard a few places?`,
  inventory: "scoping",
  async run({ source }): Promise<Finding> {
    // Why the very search permission-check runs: the source runs an identical search once, and this only counts files.
    const result = await source.search({ pattern: PERMISSION_VOCABULARY, flags: ["-S", ...CODE_TYPE_FLAGS], globs: source.shipping.globs });
    // One line per file, the most telling: a check made in code, else a name inside a string (a scope such as
    // "org:rbac:read", which does gate something, or a pricing page's "LDAP & RBAC", which does not), else an import.
    const rank = (hit: Hit) => (isNamingLine(hit.text) ? 2 : onlyInStrings(hit.text, PERMISSION_WORDS) ? 1 : 0);
    const perFile = new Map<string, Hit>();
    for (const hit of result.hits.filter((h) => !isCommentLine(h.text) && servedCheck(h, source))) {
      const held = perFile.get(hit.path);
      if (!held || rank(hit) < rank(held)) perFile.set(hit.path, hit);
    }
    if (perFile.size < MIN_FILES) {
      return absentFinding(detector, result, { note: `the checks lie in ${perFile.size} files, fewer than ${MIN_FILES}: they guard some places, not every request` });
    }
    // Checks made in code first, so the citations show one (the sort is stable: file order within each rank).
    return findingFromSearch(detector, result, [...perFile.values()].sort((a, b) => rank(a) - rank(b)), source);
  },
};
