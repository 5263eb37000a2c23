// Links of the service sheet. Configured social and Telegram links must be web addresses (https, or http for a
// local setup); the chat page must be this site's own page (the contract: a same-origin path with a ticket).

/** The URL when it is an absolute http(s) address, else undefined. */
export function externalUrl(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The chat page's address when it is on this site (a path, or an absolute URL of `origin`), else null. */
export function sameOriginUrl(url: string | undefined | null, origin: string): string | null {
  if (!url) return null;
  const text = url.trim();
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return text;
  try {
    const parsed = new URL(text);
    return parsed.origin === origin ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A CSS hex colour for the chat page's header (the theme's surface), or the dark theme's when unreadable. */
export function themeHeaderColor(read: () => string = readSurfaceColour): string {
  const value = read().trim();
  return /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(value) ? value : '#1a2133';
}

function readSurfaceColour(): string {
  if (typeof getComputedStyle !== 'function') return '';
  return getComputedStyle(document.documentElement).getPropertyValue('--mc-surface');
}
