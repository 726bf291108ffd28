/**
 * Python-compatible decimal rounding of binary doubles.
 * Python's round(x, n) and f"{x:.nf}" both round the exact binary value half-to-even;
 * JavaScript's toFixed does not on exact ties (0.125.toFixed(2) is "0.13", Python gives "0.12").
 */

const view = new DataView(new ArrayBuffer(8));

/** The exact value of a finite double as mantissa · 2^exponent. */
function decompose(x: number): { mantissa: bigint; exponent: number } {
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (biased === 0) return { mantissa, exponent: -1074 };
  mantissa |= 1n << 52n;
  return { mantissa, exponent: biased - 1075 };
}

/** Rounds |x|·10^digits to an integer, half-to-even on the exact binary value. */
function scaledInteger(x: number, digits: number): bigint {
  const { mantissa, exponent } = decompose(Math.abs(x));
  const ten = 10n ** BigInt(digits);
  if (exponent >= 0) return (mantissa << BigInt(exponent)) * ten;
  const numerator = mantissa * ten;
  const denominator = 1n << BigInt(-exponent);
  const quotient = numerator / denominator;
  const twiceRemainder = 2n * (numerator % denominator);
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) return quotient + 1n;
  return quotient;
}

/** Formats x with `digits` decimals exactly as Python's f"{x:.{digits}f}". */
export function formatFixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`cannot format ${x}`);
  const n = scaledInteger(x, digits).toString().padStart(digits + 1, "0");
  const sign = x < 0 || Object.is(x, -0) ? "-" : "";
  return digits === 0 ? sign + n : `${sign}${n.slice(0, -digits)}.${n.slice(-digits)}`;
}

/** Python's round(x, digits) for a double: the double nearest to the half-even decimal rounding. */
export function pyRound(x: number, digits = 0): number {
  return Number(formatFixed(x, digits));
}
