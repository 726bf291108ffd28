import { STYLE_ELEMENTS, type ReportStyle, type StyleMix } from "../model/scorecard.js";
import { styleTokens } from "../report/style.js";

type Element = (typeof STYLE_ELEMENTS)[number];

// Why the renderer's own tokens: one place says how each variant spells its title. They hold no regex metacharacters.
const TITLE_PREFIX: Record<ReportStyle, string> = { a: styleTokens("a").title, b: styleTokens("b").title };
const TITLE: Record<ReportStyle, RegExp> = { a: new RegExp(`^${TITLE_PREFIX.a}`), b: new RegExp(`^${TITLE_PREFIX.b}`) };

/** The project name in a report's title line, in either variant ("# Defense-in-depth score: NAME"), or undefined. */
export function titleName(line: string): string | undefined {
  const prefix = Object.values(TITLE_PREFIX).find((p) => line.startsWith(p) && line.length > p.length);
  return prefix && line.slice(prefix.length);
}

/** What a title line must look like, for the error that names it. */
export const TITLE_FORM = `"${TITLE_PREFIX.a}NAME" (or "${TITLE_PREFIX.b}NAME")`;

// Each element's two spellings, tried on the lines where it can appear (the section is tracked as the scan goes).
const SIGNALS: Array<{ element: Element; section?: string; a: RegExp; b: RegExp }> = [
  { element: "title", a: TITLE.a, b: TITLE.b },
  { element: "no_cap", a: /^\| C\d+ \|(?:[^|]*\|){6} none \|/, b: /^\| C\d+ \|(?:[^|]*\|){6} — \|/ },
  { element: "heading", a: /^### C\d+ .+: \d\.\d\d \((high|medium|low) confidence\)$/, b: /^### C\d+ .+ — \d\.\d\d \((high|medium|low)\)$/ },
  // Why only the evidence lead of a parameter line: a finding's own text may hold an em dash in either variant.
  { element: "evidence", a: /^ *- \*\*[SCDB] (L\d|SA):\*\* .* Evidence: (\[|searched )/, b: /^ *- \*\*[SCDB] (L\d|SA):\*\* .* — (\[|searched )/ },
  { element: "critical", section: "Critical gaps", a: /; C\d+\)\.( Evidence: |$)/, b: /; C\d+\)( — |$)/ },
  { element: "cap_line", a: /^ *- \*\*Cap:\*\* (?!none$)\S+: /, b: /^ *- \*\*Cap:\*\* \S+ — / },
  { element: "improvement", section: "Highest-impact improvements", a: /^\d+\. .* \(C\d+ [SCDB] L\d+→L\d+, /, b: /^\d+\. .* — C\d+ [SCDB] L\d+→L\d+, / },
];

/**
 * The variant each report element follows, read from the report itself: most published reports follow one variant
 * throughout, a few mix them (variant B headings with variant A evidence). An element the report never shows (no cap,
 * no improvement) follows the title's variant. Returns the single variant when every element agrees.
 */
export function detectStyle(lines: string[]): ReportStyle | StyleMix {
  const found: Partial<Record<Element, ReportStyle>> = {};
  let section = "";
  for (const line of lines) {
    if (line.startsWith("## ")) section = line.slice(3);
    for (const s of SIGNALS) {
      if (found[s.element] || (s.section && s.section !== section)) continue;
      if (s.a.test(line)) found[s.element] = "a";
      else if (s.b.test(line)) found[s.element] = "b";
    }
  }
  const base = found.title ?? "a";
  const mix = Object.fromEntries(STYLE_ELEMENTS.map((e) => [e, found[e] ?? base])) as StyleMix;
  return STYLE_ELEMENTS.every((e) => mix[e] === base) ? base : mix;
}

/** The per-element view of a style, for the parser's lookups. */
export function styleMix(style: ReportStyle | StyleMix): StyleMix {
  return typeof style === "string" ? (Object.fromEntries(STYLE_ELEMENTS.map((e) => [e, style])) as StyleMix) : style;
}
