// Counts as players read them: Latin digits with thousands separators in both languages, like the money beside.
const COUNT = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return COUNT.format(value);
}
