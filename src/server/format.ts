import { formatFixed } from "../score/pyround.js";

/** A total out of ten with one decimal, as reports print it. */
export function formatTotal(total: number): string {
  return formatFixed(total, 1);
}

/** A criterion score (0–1) with up to three decimals, trailing zeros kept to two ("0.425", "0.50"). */
export function formatScore(score: number): string {
  const three = formatFixed(score, 3);
  return three.endsWith("0") ? formatFixed(score, 2) : three;
}

/** A level as the method writes it: "L3", or "SA" for a structurally absent surface. */
export function levelLabel(level: number, sa: boolean): string {
  return sa ? "SA" : `L${level}`;
}

/** A signed gain ("+0.225", "0.000"). */
export function formatGain(gain: number): string {
  const s = formatFixed(gain, 3);
  return gain > 0 ? `+${s}` : s;
}

/** The first twelve characters of a commit. */
export function shortCommit(commit: string): string {
  return commit.slice(0, 12);
}
