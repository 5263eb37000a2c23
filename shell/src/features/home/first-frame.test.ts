import { waitFor } from '@testing-library/react';
import { FIRST_FRAME_ID } from 'shared/page-parts';
import { holdFirstLoad } from 'shared';
import { keepFirstFrameUntilCovered, removeFirstFrameUnlessKept } from './first-frame';

const frame = () => document.getElementById(FIRST_FRAME_ID);
let area: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `<div id="${FIRST_FRAME_ID}"><div></div><img></div><div id="root"></div>`;
  area = document.createElement('div');
  area.innerHTML = '<div class="mc-skeleton"></div>';
  document.getElementById('root')!.append(area);
});

/** The carousel's first image as the browser reports it once loaded (jsdom loads no images). */
function loadedImage(naturalWidth: number): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperty(image, 'complete', { value: true });
  Object.defineProperty(image, 'naturalWidth', { value: naturalWidth });
  image.decode = () => Promise.resolve();
  return image;
}

test('home keeps the frame while its banners load and removes it once their first image is decoded', async () => {
  const release = keepFirstFrameUntilCovered(area);
  removeFirstFrameUnlessKept(true); // the layout's check after the commit
  expect(frame()).not.toBeNull();

  // The carousel renders its image; it has not loaded yet.
  const pending = document.createElement('img');
  Object.defineProperty(pending, 'complete', { value: false });
  area.replaceChildren(pending);
  await Promise.resolve();
  expect(frame()).not.toBeNull();

  area.replaceChildren(loadedImage(750));
  await waitFor(() => expect(frame()).toBeNull());
  release();
});

test('a group without banners or a failed load (no image, no skeleton) removes the frame', async () => {
  keepFirstFrameUntilCovered(area);
  area.replaceChildren(Object.assign(document.createElement('button'), { textContent: 'Loading failed' }));
  await waitFor(() => expect(frame()).toBeNull());
});

test('a broken first image removes the frame at once (the carousel hides it)', async () => {
  keepFirstFrameUntilCovered(area);
  area.replaceChildren(loadedImage(0));
  await waitFor(() => expect(frame()).toBeNull());
});

test('leaving home before the banners show removes the frame; any other page removes it after its commit', () => {
  const release = keepFirstFrameUntilCovered(area);
  release();
  expect(frame()).toBeNull();

  document.body.insertAdjacentHTML('afterbegin', `<div id="${FIRST_FRAME_ID}"></div>`);
  removeFirstFrameUnlessKept(true);
  expect(frame()).toBeNull();
});

test('a page element without a banner area leaves the frame to the page that keeps it', () => {
  const release = keepFirstFrameUntilCovered(area); // home, inside the route's screen
  keepFirstFrameUntilCovered(null); // the route's screen itself, which shows no banners of its own
  removeFirstFrameUnlessKept(true);
  expect(frame()).not.toBeNull();
  release();
  expect(frame()).toBeNull();
});

test("the member centre's guest card from the HTML stays until the page the site opened on is shown", async () => {
  document.body.innerHTML = `<div id="${FIRST_FRAME_ID}"><div></div><section><p>Log in</p></section></div>`;
  let shown!: () => void;
  holdFirstLoad(new Promise<void>((resolve) => (shown = resolve))); // the opening page, not shown yet
  removeFirstFrameUnlessKept(true); // the layout's first commit: the page may still be loading
  await Promise.resolve();
  expect(frame()).not.toBeNull();
  shown();
  await waitFor(() => expect(frame()).toBeNull());
});

test('a navigation before the member centre is shown takes its card away at once', () => {
  document.body.innerHTML = `<div id="${FIRST_FRAME_ID}"><div></div><section><p>Log in</p></section></div>`;
  holdFirstLoad(new Promise<void>(() => undefined)); // the opening page never shows
  removeFirstFrameUnlessKept(false); // the layout's commit of the page navigated to
  expect(frame()).toBeNull();
});
