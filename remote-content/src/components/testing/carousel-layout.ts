// jsdom lays nothing out. For tests of the keen-slider carousels: every carousel track measures `width` px (keen-slider
// reads the track's width to size and place the slides), `shownSlides` reads which slides a player sees from where
// keen-slider has put them (a row of slides of their set width, each moved by its transform), and `press` / `swipe`
// drag a track with a finger or the mouse.
import { act, fireEvent } from '@testing-library/react';

/** Installs the track width; call the returned `restore` after the test. */
export function installCarouselLayout({ width = 300 } = {}) {
  const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('keen-slider') ? width : 0;
    },
  });
  return {
    width,
    restore() {
      if (offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth);
    },
  };
}

function translateX(slide: HTMLElement): number {
  const match = /translate3d\((-?[\d.e-]+)px/.exec(slide.style.transform);
  return match ? Number(match[1]) : 0;
}

/** The indices of the slides wholly inside the track now, left to right. */
export function shownSlides(track: HTMLElement): number[] {
  const trackWidth = track.offsetWidth;
  const slides = Array.from(track.children) as HTMLElement[];
  let rowLeft = 0;
  const shown: { index: number; left: number }[] = [];
  slides.forEach((slide, index) => {
    const width = parseFloat(slide.style.minWidth) || 0;
    const left = rowLeft + translateX(slide);
    rowLeft += width;
    if (width > 0 && left > -0.5 && left + width < trackWidth + 0.5) shown.push({ index, left });
  });
  return shown.sort((a, b) => a.left - b.left).map((slide) => slide.index);
}

type Pointer = 'mouse' | 'touch';

function fire(track: HTMLElement, pointer: Pointer, phase: 'start' | 'move' | 'end', x: number) {
  const y = 10;
  if (pointer === 'mouse') {
    const type = { start: 'mousedown', move: 'mousemove', end: 'mouseup' }[phase];
    fireEvent(track, new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y }));
    return;
  }
  // jsdom has no Touch: the finger's point is set on the event as a browser would.
  const event = new TouchEvent(`touch${phase}`, { bubbles: true, cancelable: true });
  const touches = [{ identifier: 1, screenX: x, screenY: y, clientX: x, clientY: y, pageX: x, pageY: y }];
  Object.defineProperty(event, 'targetTouches', { value: phase === 'end' ? [] : touches });
  Object.defineProperty(event, 'changedTouches', { value: touches });
  Object.defineProperty(event, 'touches', { value: phase === 'end' ? [] : touches });
  fireEvent(track, event);
}

/** A player puts a finger (or the mouse button) down on the track; then moves it sideways and lifts it. */
export function press(track: HTMLElement, pointer: Pointer = 'touch') {
  const start = 200;
  let x = start;
  act(() => fire(track, pointer, 'start', x));
  return {
    /** Moves by `distance` px (negative: to the left, towards the next slide), in a few steps. */
    move(distance: number) {
      const from = x;
      const steps = 5;
      act(() => {
        for (let step = 1; step <= steps; step += 1)
          fire(track, pointer, 'move', from + (distance * step) / steps);
      });
      x = from + distance;
    },
    lift() {
      act(() => fire(track, pointer, 'end', x));
    },
  };
}

/** A player's swipe of the track by `distance` px (negative: to the left, towards the next slide). */
export function swipe(track: HTMLElement, distance: number, pointer: Pointer = 'touch') {
  const finger = press(track, pointer);
  finger.move(distance);
  finger.lift();
}
