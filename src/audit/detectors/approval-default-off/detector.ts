import type { Hit, SourceTree } from "../../source.js";
import type { Detector } from "../../finding.js";
import { CODE_TYPE_FLAGS } from "../../globs.js";
import { GUARDED_ASK, guardName, isGuardedAsk, isGuardedAskOffByDefault } from "./guarded-ask.js";
import { DECLARED_DEFAULT, inLibraryMainBlock, isCommentLine, isDefinitionLine, linesAround, narrowedSearchDetector, type SearchDetectorSpec } from "../search-detector.js";

// Why: "autoApprove = false" or "skip_confirmation: false" mean the gate is ON; only positive gate settings count.
const INVERTED = /(auto|skip|bypass|disable|no|yes)_?(approv|confirm)/i;
// Why: a keyword argument at a call site (`f(x, confirm=False)`) is one caller's choice, not a declared default;
// defaults are declared in signatures (`def f(confirm=False)`), settings classes and option objects.
const CALL_SITE_KWARG = /\w\(.*\b\w*(approv|confirm|permission)\w*=(False|false)\b/i;
// Why: in Rust and Go a `requires_confirmation: false,` line is a field of a struct literal: one message's, tool's or
// form's value (a channel reply, an installer screen), not the setting that decides the agent's gate.
const STRUCT_LITERAL_FIELD = /^\s*\w+\s*:\s*false\s*,?\s*(\/\/.*)?$/;
const RUST_OR_GO = /\.(rs|go)$/;
// The same in a page's form state (`.tsx`) and in a row of a per-action table (`{ action: 'file_read', requiresApproval:
// false }`): one item's value, not the gate's default.
const TABLE_ROW = /\{\s*\w+\s*:[^}]*,\s*\w*(approv|confirm)\w*\s*:\s*false/i;
// Why `let`: a local variable (`let mut approval_required = false;` before a loop decides it) is one run's state, not
// the setting's declared default. In Rust and Go a bare `name = false` is always such an assignment (declarations there
// need `let`, `const`, `var` or a struct field's colon).
const LOCAL_VARIABLE = /^\s*let\s+(mut\s+)?\w+\s*(:\s*\w+\s*)?=/;
const BARE_ASSIGNMENT = /^\s*\w+\s*=\s*false\s*;?\s*(\/\/.*)?$/;
// Why: a bare `confirm` or `permission` argument (`def clear_log(path, confirm: bool = False)`) is filled in by
// whoever calls — for a tool, the model itself — so it is no setting a person controls. A gate's setting is named for
// the gate (`require_confirmation`, `confirmation_mode`, `confirm_tools`).
const BARE_ARGUMENT = /(^|[\s,(])(confirm|confirmed|permission|permissions)\s*(:\s*[\w\[\]|. "']+)?\s*=\s*(False|false)\b|\.get\(\s*["'](confirm|confirmed|permission|permissions)["']/;

// Why command-line flags: a `--tools-approve` switch declared as a plain flag (click's is_flag, argparse's store_true,
// a commander option) is off until the user passes it, so the approval it turns on is opt-in.
// Why approval or confirmation of tools, commands or calls only: `--confirm` and `--password-confirm` confirm a person's
// own input or a bulk delete, not the agent's actions.
const FLAG_NAME = /["'`]--(?![\w-]*(auto|skip|bypass|disable|no|yes)[-_]?(approv|confirm))([\w-]*approv[\w-]*|[\w-]*confirm[-_](tools?|commands?|exec\w*|actions?|calls?))["'`]/i;
const ANY_FLAG = /["'`]--[\w-]*(approv|confirm)/i;
const PLAIN_FLAG = /is_flag\s*=\s*True|action\s*=\s*["']store_true["']|\.option\(\s*["'`]--/;
const FLAG_LOOK_AROUND = 3;

/** Whether the hit names a command-line switch that turns approval on and is declared as a plain flag nearby. */
function isOptInFlag(hit: Hit, source: SourceTree): boolean {
  if (!FLAG_NAME.test(hit.text)) return false;
  const around = linesAround(hit, source, FLAG_LOOK_AROUND).join("\n");
  return PLAIN_FLAG.test(around) && !/default\s*=\s*True/.test(around);
}

/** A setting's name that asks for the gate, as a ripgrep regex. */
const GATE_SETTING = String.raw`(requires?_?|needs?_?|ask_?(for_?)?|enable_?|use_?|with_?|tool_?|human_?)*(approval|confirmation|confirm|permission|permissions|human_?in_?the_?loop|hitl)(_?(required|mode|enabled|needed|prompt|gate|tools?|before_?\w+))?`;

const spec: SearchDetectorSpec & { dropNote: string } = {
  id: "approval-default-off",
  question: "Is an approval or confirmation setting declared with a default of off?",
  inventory: "approval",
  // Why text literals too (for now): docstrings name approval switches whose code the vocabulary misses; dropping them
  // with the three below cost 10 exact levels on the 182 reviews.
  readsTextLiterals: true,
  // Why the names: a setting that asks for the gate (require_approval, confirmation_mode, human_in_the_loop), not
  // state such as `approved`, `confirming_delete` or `self.confirmYes`, and never an attribute assignment (`x.y = false`).
  // (Also read from a configuration mapping with a default of off: `config.get("require_approval", False)`.)
  pattern: String.raw`(?i)(^|[\s,({])${GATE_SETTING}${DECLARED_DEFAULT}(False|false)\b|\.get\(\s*["']${GATE_SETTING}["']\s*,\s*(False|false)\s*\)|["'\x60]--[\w-]*(approv|confirm)[\w-]*["'\x60]|${GUARDED_ASK}`,
  keep: (hit, source) =>
    isGuardedAsk(hit.text) ? isGuardedAskOffByDefault(hit, source) :
    ANY_FLAG.test(hit.text) ? isOptInFlag(hit, source) :
    !INVERTED.test(hit.text) &&
    (isDefinitionLine(hit.text) || !CALL_SITE_KWARG.test(hit.text)) &&
    !((RUST_OR_GO.test(hit.path) || source.inFrontEnd(hit.path)) && STRUCT_LITERAL_FIELD.test(hit.text)) &&
    !TABLE_ROW.test(hit.text) &&
    !LOCAL_VARIABLE.test(hit.text) &&
    !BARE_ARGUMENT.test(hit.text) &&
    !(RUST_OR_GO.test(hit.path) && BARE_ASSIGNMENT.test(hit.text)),
  dropNote: "the hits are settings whose false value keeps the gate on (auto-approve or skip flags), one caller's argument, one struct literal's, form's or table row's field, a local variable, a bare confirm argument the caller fills in, a command-line switch that is not a plain opt-in flag, or a prompt guarded by a flag that is not a parameter declared off",
};

// The name a hit declares off (`requires_approval` in `requires_approval: bool = False`).
const DECLARED_NAME = /(\w+)\s*(\?\s*)?(:[^=]*)?=\s*(False|false)\b/;

/** The setting a hit leaves off: the name it declares off, or the flag a guarded prompt tests. */
function settingName(text: string): string | undefined {
  return DECLARED_NAME.exec(text)?.[1] ?? guardName(text);
}

/**
 * Is an approval or confirmation setting declared with a default of off? Why not a per-tool field the program's own
 * registrations set on (`requires_approval: bool = False` in a tool class, `requires_approval=True` on the tools that
 * need it): there the gate is on for those tools in the shipped program, whatever the field's default says.
 */
export const detector: Detector = narrowedSearchDetector(spec, async (finding, ctx) => {
  // Why a guarded prompt's flag too: a caller that passes it on (`execute(cmds, ask_first=True)`) turns that gate on.
  const names = [...new Set(finding.items.map((i) => settingName(i.snippet)).filter((n): n is string => !!n))];
  if (names.length === 0) return null;
  const setOn = await ctx.source.search({ pattern: String.raw`\b(${names.join("|")})\s*[=:]\s*(True|true)\b`, flags: ["-S", ...CODE_TYPE_FLAGS], globs: ctx.source.shipping.globs });
  // Why code only: a docstring or comment that shows the setting on (`pass needs_approval=True to be asked`) sets nothing,
  // and neither does a library module's demo block (`if __name__ == "__main__":`), which runs only by hand.
  const code = setOn.hits.filter((h) => !isCommentLine(h.text) && !ctx.source.inTextLiteral(h) && !inLibraryMainBlock(h, ctx.source));
  const overridden = new Set(names.filter((n) => code.some((h) => new RegExp(String.raw`\b${n}\s*[=:]\s*(True|true)\b`).test(h.text))));
  if (overridden.size === 0) return null;
  return { drop: (hit) => overridden.has(settingName(hit.text) ?? ""), dropNote: `${spec.dropNote}, or a per-tool field the program's own registrations set on` };
});
