// Amount entry: players type Bengali (০-৯) or Latin digits, with or without separators; amounts travel as
// integer minor units. Display policy: Latin digits in both languages (as wallets and banks in Bangladesh show
// money), formatted by formatMoney.

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Bengali digits to Latin ones; everything else unchanged. */
export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)));
}

/**
 * Parse a typed amount into minor units: digits (either script), optional thousands separators and at most as
 * many decimals as the currency has. Returns null for anything else (empty, negative, letters, too many decimals).
 */
export function parseAmountToMinor(input: string, scale = 100): number | null {
  const text = toLatinDigits(input).trim().replace(/[,\s]/g, '');
  const decimals = Math.round(Math.log10(scale));
  const match = new RegExp(`^(\\d+)(?:\\.(\\d{1,${decimals}}))?$`).exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * scale + Number((match[2] ?? '').padEnd(decimals, '0') || 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as a plain major-unit string for an input's value, e.g. 150000 → '1500', 1050 → '10.50'. */
export function minorToInput(minor: number, scale = 100): string {
  const major = Math.trunc(minor / scale);
  const rest = Math.abs(minor % scale);
  return rest === 0 ? String(major) : `${major}.${String(rest).padStart(Math.round(Math.log10(scale)), '0')}`;
}
