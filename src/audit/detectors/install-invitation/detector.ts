import { searchDetector } from "../search-detector.js";

// Why: "you cannot install packages" and "never install" forbid what the pattern describes, and "you may need to
// install X" or "install the missing dependencies" is advice to the user, not an invitation to the model.
const NOT_AN_INVITATION = /\b(cannot|can't|can ?not|never|not allowed|do not|don't|must not|need to|needs to|missing)\b/i;

/**
 * Does a tool description or system prompt tell the model that it may install packages itself? Paired with a shell
 * that runs unattended, that makes model-chosen installs of unpinned remote code the default behaviour.
 */
export const detector = searchDetector({
  id: "install-invitation",
  question: "Does a tool description or system prompt tell the model that it may install packages itself?",
  inventory: "extension",
  skipsPageComponents: true,
  // Why text literals too: an invitation to install is text the program shows.
  readsTextLiterals: true,
  keep: (hit) => !NOT_AN_INVITATION.test(hit.text),
  dropNote: "the hits forbid installs, are comments or page text, or advise the user about a missing dependency",
  // Two spellings of the invitation: a permission or instruction followed by installing packages ("you may install
  // additional packages", "use this tool to install packages"), or a capability list ("install required software
  // packages and dependencies via shell").
  pattern:
    "(?i)" +
    [
      String.raw`\b(you (can|may|are (allowed|able|free) to|should|could)|feel free to|free to|allowed to|able to|make sure to|use this tool to|this tool (can|to)|can be used to)\b[^"'\n]{0,60}\binstall(ing)?\b[^"'\n]{0,40}\b(packages?|dependencies|libraries|modules|software)\b`,
      String.raw`\b(independently|autonomously) install\b`,
    ].join("|"),
});
