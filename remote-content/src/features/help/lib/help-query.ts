// The query of /m/help and /m/helpDetail (spec lobby §2 routes: "query tag (section by tag), i (section by
// numeric index), c (sub-item by number)"):
// - `tag`: the section whose tag matches (trimmed, case-insensitive). It wins over `i`; an unknown tag falls back
//   to `i`.
// - `i`: the section's 0-based position, as the footer help strip links it (/m/help?i=0 is the first section).
//   Anything but plain digits, or past the end, gives the first section.
// - `c`: the sub-item's NUMBER, 1-based (c=1 is the section's first child): the spec says "by number", not by
//   index. The result's `child` is the 0-based position in `children`, or null when `c` is absent, not plain
//   digits, 0, past the end, or the section has no children.
// Without a usable query the first section shows with no child chosen.
import type { HelpItem } from 'shared';

export interface HelpSelection {
  /** 0-based section position (0 also when the list is empty). */
  section: number;
  /** 0-based child position in that section, or null. */
  child: number | null;
}

function wholeNumber(raw: string | null): number | null {
  if (raw === null) return null;
  const text = raw.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export function parseHelpQuery(search: string, items: readonly HelpItem[]): HelpSelection {
  const params = new URLSearchParams(search);
  let section = -1;

  const tag = params.get('tag')?.trim().toLowerCase();
  if (tag) section = items.findIndex((item) => item.tag.trim().toLowerCase() === tag);

  if (section < 0) {
    const index = wholeNumber(params.get('i'));
    section = index !== null && index < items.length ? index : 0;
  }

  const children = items[section]?.children ?? [];
  const number = wholeNumber(params.get('c'));
  const child = number !== null && number >= 1 && number <= children.length ? number - 1 : null;
  return { section, child };
}

/** The query string of a selection (the inverse of parseHelpQuery): 'i=2' or 'i=2&c=1'. */
export function helpQuery(section: number, child: number | null = null): string {
  return child === null ? `i=${section}` : `i=${section}&c=${child + 1}`;
}
