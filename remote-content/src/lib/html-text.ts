// The plain text of CMS HTML (an announcement's title from its content), whitespace collapsed. Parsed in an inert
// document (nothing loads, no handler can fire) with script, style and template contents dropped, so no sanitiser
// is needed and the notice bar does not load DOMPurify.
export function htmlToText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll('script, style, template, noscript')) element.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
