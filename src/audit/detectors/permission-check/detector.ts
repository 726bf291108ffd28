import type { Hit, SourceTree } from "../../source.js";
import { onlyInProse, searchDetector } from "../search-detector.js";

// Why a superuser or staff flag too (`if not user.is_superuser and user.id != owner: raise 403`): Django's and
// FastAPI-Users' role check. (Not a bare `is_admin`: it also names OS elevation checks and UI flags; −5 exact.)
// Why Spring Security's and ASP.NET Core's names too (method annotations, endpoint policies): a JVM or .NET service
// checks roles through them.
const WORDS = String.raw`\b(rbac|casbin|has_?permissions?|check_?permissions?|requires?_?permissions?|permission_?required|requires?_?roles?|role_?required|PermissionChecker|ensure_?permission|assert_?permission|can_?access|is_superuser|is_staff|isSuper[uU]ser)\b|@PreAuthorize|@Secured\b|@RolesAllowed|\bhas(Any)?(Authority|Role)\(|\[Authorize\(\s*(Roles|Policy)|\.RequireAuthorization\(`;
/** Names of role and permission checks (RBAC libraries, `has_permission`, `require_role`…), as a ripgrep regex. */
export const PERMISSION_VOCABULARY = `(?i)${WORDS}`;
/** The same names as a JavaScript expression, for reading a hit's line. */
export const PERMISSION_WORDS = new RegExp(WORDS, "i");

// Why: a superuser or staff flag counts where it is tested (`if not user.is_superuser`), not where a type or a model
// declares it (`isSuperuser: boolean;`, `is_superuser = Column(Boolean)`), which checks nothing.
const USER_FLAG = /\b(is_superuser|is_staff|isSuper[uU]ser)\b/i;
const TESTED = /\b(if|elif|unless|assert|and|or|not|where|filter)\b|!|\?(?!:)|&&|\|\||==/;

/** Whether the hit's only check word is a superuser or staff flag that the line declares rather than tests. */
function flagDeclaration(text: string): boolean {
  return USER_FLAG.test(text) && !PERMISSION_WORDS.test(text.replace(new RegExp(USER_FLAG.source, "gi"), "")) && !TESTED.test(text);
}

/** Whether the hit lies where a request is served: a UI component's permission hook hides a button and enforces nothing. */
export function servedCheck(hit: Hit, source: SourceTree): boolean {
  return !source.inFrontEnd(hit.path);
}

/**
 * Does shipped code check a caller's role or permission before acting?
 * Why it matters to C1: an authorization layer in code is what the coverage anchor asks of the main tool path; its
 * absence leaves every tool acting with whatever client it builds.
 */
export const detector = searchDetector({
  id: "permission-check",
  question: "Does shipped code check a caller's role or permission before acting (RBAC, permission checks)?",
  inventory: "scoping",
  skipsPageComponents: true,
  // Why text literals too (for now): see approval-default-off.
  readsTextLiterals: true,
  pattern: PERMISSION_VOCABULARY,
  // Why prose out: an error message or a prompt that mentions RBAC ("check the service account's RBAC") checks nothing.
  keep: (hit) => !onlyInProse(hit.text, PERMISSION_WORDS) && !flagDeclaration(hit.text),
  dropNote: "the hits are comments, messages or UI components, which mention or hide controls but enforce nothing",
});
