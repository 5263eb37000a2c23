// The plain text of CMS HTML (an announcement's title from its content), whitespace collapsed. Read from the
// markup as a string, never built into a document: parsing untrusted HTML (DOMParser included) makes the browser
// see its inline handlers (`onerror=`) and report them to the site's Content-Security-Policy, although nothing
// runs. The notice bar therefore needs no sanitiser and does not load DOMPurify.

/** Comments, and elements whose content is not text a reader sees. */
const HIDDEN = [/<!--[\s\S]*?-->/g, /<(script|style|template|noscript|title|textarea)\b[\s\S]*?<\/\1\s*>/gi];
/** A start or end tag, its attribute values quoted or not (a quoted value may hold '>'). */
const TAG = /<\/?[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;
/** Blocks and line breaks separate words ('<h3>Bonus</h3><p>Deposit…' reads 'Bonus Deposit…'). */
const BREAKING_TAG = /^<\/?(?:p|div|li|br|tr|td|th|h[1-6]|blockquote)\b/i;

let entityDecoder: HTMLTextAreaElement | undefined;

/** Character references decoded as the browser does: a textarea's content is text only (no element is made). */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  entityDecoder ??= document.createElement('textarea');
  entityDecoder.innerHTML = text;
  return entityDecoder.value;
}

export function htmlToText(html: string): string {
  if (!html) return '';
  const visible = HIDDEN.reduce((markup, pattern) => markup.replace(pattern, ' '), html);
  const text = visible.replace(TAG, (tag) => (BREAKING_TAG.test(tag) ? ' ' : ''));
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
