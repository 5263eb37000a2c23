// Record dates as the merchant's local time (Asia/Dhaka), 'YYYY/MM/DD HH:mm' with Latin digits in both languages,
// like the money figures beside them.
import { MERCHANT_TIME_ZONE } from './date-range';

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: MERCHANT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(FORMAT.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}
