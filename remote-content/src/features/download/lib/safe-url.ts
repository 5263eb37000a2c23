// Download links come from the merchant's configuration; only web addresses, site paths and the iOS install
// schemes are followed (never javascript:, data: and the like).
const ALLOWED = new Set(['https:', 'http:', 'itms-services:', 'itms-apps:']);

export function safeDownloadUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const text = url.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    return ALLOWED.has(new URL(text).protocol) ? text : undefined;
  } catch {
    return undefined;
  }
}
