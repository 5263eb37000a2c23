import { linkManifestAfterLoad, MANIFEST_URL } from './manifest-link';

/** A document still loading, with its own window to fire 'load' on. */
function loadingDocument(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const view = new EventTarget();
  Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
  Object.defineProperty(doc, 'defaultView', { value: view });
  return doc;
}

const manifestLinks = (doc: Document) =>
  [...doc.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')].map((link) => link.getAttribute('href'));

afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

it('links the manifest only once the page has loaded, and only once', () => {
  const doc = loadingDocument();
  linkManifestAfterLoad(doc);
  expect(manifestLinks(doc)).toEqual([]);
  doc.defaultView!.dispatchEvent(new Event('load'));
  expect(manifestLinks(doc)).toEqual([MANIFEST_URL]);
  linkManifestAfterLoad(doc);
  doc.defaultView!.dispatchEvent(new Event('load'));
  expect(manifestLinks(doc)).toEqual([MANIFEST_URL]);
});

it('links it at once on a page that has already loaded', () => {
  expect(document.readyState).toBe('complete');
  linkManifestAfterLoad();
  expect(manifestLinks(document)).toEqual(['/manifest.webmanifest']);
});

it('undone before the load, it links nothing', () => {
  const doc = loadingDocument();
  const undo = linkManifestAfterLoad(doc);
  undo();
  doc.defaultView!.dispatchEvent(new Event('load'));
  expect(manifestLinks(doc)).toEqual([]);
});
