// The plain text of CMS HTML (an announcement's title from its content), whitespace collapsed. Parsed in an inert
// document (nothing loads, no handler can fire) with script, style and template contents dropped, so no sanitiser
// is needed and the notice bar does not load DOMPurify.
export function htmlToText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll('script, style, template, noscript')) element.remove();
  // Blocks and line breaks separate words ('<h3>Bonus</h3><p>Deposit…' reads 'Bonus Deposit…').
  for (const element of doc.querySelectorAll(
    'p, div, li, br, tr, td, th, h1, h2, h3, h4, h5, h6, blockquote',
  )) {
    element.after(' ');
  }
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
