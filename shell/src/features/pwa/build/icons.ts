// Paints the site's icons at build time: the gold "V" mark in a ring on the dark page colour, anti-aliased by
// supersampling signed distances. 'any' icons sit on a rounded tile with transparent corners; maskable ones fill
// the square and keep the mark inside the centre 80 % circle that launchers never crop.
import { encodePng } from './png.ts';
import { BRAND_GOLD, type IconPurpose, THEME_COLORS } from './web-manifest.ts';

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const NAVY = rgb(THEME_COLORS.dark);
const NAVY_LIGHT = rgb('#1f2940');
const GOLD = rgb(BRAND_GOLD);
const GOLD_LIGHT = rgb('#ffd976');

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Distance from (px, py) to the segment a-b. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Signed distance to a square of half-size `half` with corner radius `radius`, centred on (0.5, 0.5). */
function roundedSquare(px: number, py: number, half: number, radius: number): number {
  const qx = Math.abs(px - 0.5) - half + radius;
  const qy = Math.abs(py - 0.5) - half + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

/** The mark at unit scale: a ring and a heavy V. */
function onMark(x: number, y: number): boolean {
  const ring = Math.abs(Math.hypot(x - 0.5, y - 0.5) - 0.34) <= 0.026;
  const v =
    Math.min(segmentDistance(x, y, 0.35, 0.33, 0.5, 0.68), segmentDistance(x, y, 0.65, 0.33, 0.5, 0.68)) <=
    0.066;
  return ring || v;
}

/** The colour of one sample point, or null where the icon is transparent. */
function sample(x: number, y: number, purpose: IconPurpose): Rgb | null {
  if (purpose === 'any' && roundedSquare(x, y, 0.5, 0.2) > 0) return null;
  // The mark shrinks into the maskable safe zone (a circle of 40 % of the size around the centre).
  const scale = purpose === 'maskable' ? 0.78 : 1;
  const mx = (x - 0.5) / scale + 0.5;
  const my = (y - 0.5) / scale + 0.5;
  if (onMark(mx, my)) return mix(GOLD_LIGHT, GOLD, Math.min(1, Math.max(0, (my - 0.3) / 0.4)));
  return mix(NAVY_LIGHT, NAVY, Math.min(1, Math.hypot(x - 0.5, y - 0.4) / 0.6));
}

const SAMPLES = 3;

/** The icon as straight RGBA pixels. */
export function iconPixels(size: number, purpose: IconPurpose): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = sample(
            (px + (sx + 0.5) / SAMPLES) / size,
            (py + (sy + 0.5) / SAMPLES) / size,
            purpose,
          );
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered += 1;
        }
      }
      const at = (py * size + px) * 4;
      if (covered === 0) continue;
      pixels[at] = Math.round(r / covered);
      pixels[at + 1] = Math.round(g / covered);
      pixels[at + 2] = Math.round(b / covered);
      pixels[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return pixels;
}

const painted = new Map<string, Buffer>();

/** The icon as a PNG file (painted once per process: watch builds reuse it). */
export function iconPng(size: number, purpose: IconPurpose): Buffer {
  const key = `${size}-${purpose}`;
  let png = painted.get(key);
  if (!png) {
    png = encodePng(size, size, iconPixels(size, purpose));
    painted.set(key, png);
  }
  return png;
}
