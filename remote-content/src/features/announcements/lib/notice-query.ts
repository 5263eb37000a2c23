// The query parameters of the announcement routes: /m/notice?index=<i> (0-based position in the player notice
// list, the order of the notice bar and popup) and /m/notice?id=<id> or /m/noticeDetail?id=<id> (the notice's id).

/** A non-negative whole number written in plain digits ('7'), else null ('', '-1', '1.5', '1e3', 'x'). */
export function parseWholeNumber(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/** The starting slide of /m/notice: `index` when it points into the list, else 0. */
export function parseNoticeIndex(search: string, count: number): number {
  const index = parseWholeNumber(new URLSearchParams(search).get('index'));
  return index !== null && index < count ? index : 0;
}

/** The notice id of `?id=`, or null when absent or not a positive whole number. */
export function parseNoticeId(search: string): number | null {
  const id = parseWholeNumber(new URLSearchParams(search).get('id'));
  return id !== null && id > 0 ? id : null;
}
