import { escapeHtml } from "./html.js";

/** Fill colours of the badge's right half by band colour; grey for an unknown or unreadable agent. */
const FILL: Record<string, string> = { green: "#1b7f3b", amber: "#a35f00", red: "#b3261e", grey: "#6b6b6b" };

// Why an estimate: the badge is drawn without a font; 7 px per character at 11 px Verdana is close enough.
function textWidth(text: string): number {
  return Math.round([...text].length * 7 + 12);
}

/** A flat SVG badge "label | message" with the message half in the band colour; every text escaped. */
export function badgeSvg(label: string, message: string, color: string): string {
  const lw = textWidth(label);
  const mw = textWidth(message);
  const w = lw + mw;
  const fill = FILL[color] ?? FILL["grey"]!;
  const l = escapeHtml(label);
  const m = escapeHtml(message);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" role="img" aria-label="${l}: ${m}">
<title>${l}: ${m}</title>
<rect width="${lw}" height="20" fill="#555"/>
<rect x="${lw}" width="${mw}" height="20" fill="${fill}"/>
<g fill="#fff" text-anchor="middle" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11">
<text x="${lw / 2}" y="14">${l}</text>
<text x="${lw + mw / 2}" y="14">${m}</text>
</g>
</svg>
`;
}
