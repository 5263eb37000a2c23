// Dates as players read them (spec lobby §9: YYYY/MM/DD): the merchant's local time (Asia/Dhaka), Latin digits
// in both languages, like the money figures beside them. An unparseable date gives ''.
export const MERCHANT_TIME_ZONE = 'Asia/Dhaka';

// Made on first use: building a formatter for a time zone loads the zone's data, about 12 ms of start-up on a
// desktop CPU when it ran as the shared library was evaluated (issue 9: TBT).
let format: Intl.DateTimeFormat | undefined;

function formatter(): Intl.DateTimeFormat {
  format ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: MERCHANT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return format;
}

function parts(iso: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(
    formatter()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
}

/** 'YYYY/MM/DD'. */
export function formatDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.year}/${p.month}/${p.day}` : '';
}

/** 'YYYY/MM/DD HH:mm'. */
export function formatDateTime(iso: string): string {
  const p = parts(iso);
  return p ? `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}` : '';
}
