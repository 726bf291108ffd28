import { searchDetector } from "../search-detector.js";

// Why hooks by their name's ending: an approval hook is a callback, handler, hook or decider; the bare words also
// name UI dialog props (`confirmText?:`, `onConfirm?:`), permission modes and lists, which say nothing about a gate.
const APPROVAL_HOOK = String.raw`(\w*(approv|confirm|permission)\w*(callback|handler|hook|decider)|\b(request|ask|decide)_?approv\w*)`;

/**
 * Is approval declared per tool, or through a hook that is unset by default?
 * Why: a library whose gate holds only the tools marked `requires_approval`, the nodes listed in `interrupt_before`, or
 * runs only when an approval callback is passed, lets a tool registered the default way run unasked — unlike a loop
 * that asks before every call, which has none of these.
 */
export const detector = searchDetector({
  id: "approval-opt-in",
  question: "Is approval declared per tool, or through a hook that is unset by default?",
  inventory: "approval",
  // Why: the Language Server Protocol's `needsConfirmation` asks the editor's user about a refactoring's file edits;
  // it is no gate on an agent's tools.
  keep: (hit) => !/(^|\/)\w*lsp\w*(\/|\.\w+$)/i.test(hit.path) && !/changeAnnotations|ChangeAnnotation/.test(hit.text),
  dropNote: "the hits are comments, docstrings or the Language Server Protocol's edit confirmations",
  pattern: String.raw`(?i)\b(requires?_?(human_?(input|review|approval|confirmation)|approval|confirm(ation)?)|needs?_?(approval|confirm(ation)?)|(approval|confirmation)_?required|interrupt_?(before|on))\b\??\s*(:\s*[\w\[\], |]+)?\s*[:=]|${APPROVAL_HOOK}\s*(:\s*[\w\[\]., |"]+)?\s*=\s*(None|null|undefined)\b|${APPROVAL_HOOK}\?\s*:`,
});
