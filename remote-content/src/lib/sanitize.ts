// CMS HTML (announcements, promotions, help) is untrusted: DOMPurify removes scripts, event handlers,
// `javascript:` and other non-web URLs, forms and foreign frames before anything reaches the DOM. Links to
// other sites open in a new tab without access to this page (noopener noreferrer); site paths stay in the tab.
// A link whose address the sanitiser removed would look live and do nothing: its text stays, as plain text.
import DOMPurify, { type Config } from 'dompurify';

const purify = DOMPurify(window);

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'object',
    'embed',
    'base',
    'meta',
    'link',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['target', 'allowfullscreen'],
  ALLOW_DATA_ATTR: false,
};

/** The same, answered as the sanitised document's body, so emptied links can be unwrapped before serialising. */
const DOM_CONFIG: Config & { RETURN_DOM: true } = { ...CONFIG, RETURN_DOM: true };

/** True for a same-origin site path ('/m/activity'), never a protocol-relative '//host'. */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

purify.addHook('uponSanitizeElement', (node, data) => {
  // Frames only from this site: a foreign frame could phish or run anything.
  if (data.tagName === 'iframe' && node instanceof Element) {
    const src = node.getAttribute('src') ?? '';
    if (!isSitePath(src)) node.parentNode?.removeChild(node);
  }
});

/** Links whose href the sanitiser is looking at: one that has none afterwards lost it to the sanitiser. */
const linksWithHref = new WeakSet<Element>();

purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (node.tagName === 'A' && data.attrName === 'href') linksWithHref.add(node);
});

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IFRAME') node.setAttribute('sandbox', '');
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  if (href === '' || isSitePath(href) || href.startsWith('#')) {
    node.removeAttribute('target');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/** Sanitised HTML for `dangerouslySetInnerHTML`; '' for empty input and for markup that is no page body. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  // RETURN_DOM answers the sanitised document's <body> (typed as a plain Node), or null when the markup makes a
  // document without one: a leading <frameset> replaces the body, and frames are never shown here.
  const body = purify.sanitize(html, DOM_CONFIG) as HTMLElement | null;
  if (!body) return '';
  for (const link of body.querySelectorAll('a:not([href])')) {
    if (linksWithHref.has(link)) link.replaceWith(...link.childNodes);
  }
  return body.innerHTML;
}
