/**
 * @jest-environment node
 */
import { iconPixels, iconPng } from './icons';
import { readPng } from './read-png';
import { BRAND_GOLD, THEME_COLORS } from './web-manifest';

function at(pixels: Uint8Array, size: number, x: number, y: number) {
  const i = (y * size + x) * 4;
  return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
}

/** A gold pixel of the mark (red high, blue low), as opposed to the navy background. */
function isGold([r, , b]: number[]) {
  return r! > 180 && b! < 140;
}

describe('icons', () => {
  // Small sizes keep the test quick (painting is CPU work); the served icons' real sizes are checked end to end.
  it('are PNG files of the size asked for', () => {
    for (const size of [24, 40]) {
      const png = readPng(iconPng(size, 'any'));
      expect([png.width, png.height]).toEqual([size, size]);
    }
  });

  it("'any' icons sit on a rounded tile: transparent corners, an opaque dark tile, the gold mark", () => {
    const size = 64;
    const pixels = iconPixels(size, 'any');
    expect(at(pixels, size, 0, 0)[3]).toBe(0);
    expect(at(pixels, size, size - 1, size - 1)[3]).toBe(0);
    expect(at(pixels, size, size / 2, 3)[3]).toBe(255);
    const [r, g, b] = at(pixels, size, 3, size / 2);
    const navy = Number.parseInt(THEME_COLORS.dark.slice(1), 16);
    expect(Math.abs(r! - (navy >> 16))).toBeLessThan(24);
    expect(Math.abs(g! - ((navy >> 8) & 0xff))).toBeLessThan(24);
    expect(Math.abs(b! - (navy & 0xff))).toBeLessThan(24);
    // The V's apex, just below the centre, is the brand's gold.
    expect(isGold(at(pixels, size, size / 2, Math.round(size * 0.64)))).toBe(true);
    expect(BRAND_GOLD).toBe('#f5b82e');
  });

  it('maskable icons fill the square and keep the mark inside the safe zone (the centre 80 % circle)', () => {
    const size = 96;
    const pixels = iconPixels(size, 'maskable');
    let goldPixels = 0;
    const transparent: string[] = [];
    const outsideSafeZone: string[] = [];
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const pixel = at(pixels, size, x, y);
        if (pixel[3] !== 255) transparent.push(`${x},${y}`);
        if (!isGold(pixel)) continue;
        goldPixels += 1;
        if (Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > size * 0.4)
          outsideSafeZone.push(`${x},${y}`);
      }
    }
    expect(transparent).toEqual([]);
    expect(outsideSafeZone).toEqual([]);
    expect(goldPixels).toBeGreaterThan(size * size * 0.05);
  });
});
