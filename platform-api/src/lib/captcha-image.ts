// Renders a captcha answer (digits) as a small greyscale PNG data URI, with node:zlib and a built-in bitmap font,
// so the API needs no image library. It deters casual scripts only; the real guard is the login-attempt limit.
import { deflateSync } from 'node:zlib';
import { randomInt } from 'node:crypto';

// 5x7 bitmaps of the digits 0-9, one string per row, '#' = ink.
const FONT: Record<string, string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

const SCALE = 4;
const HEIGHT = 44;

export function renderCaptchaPng(answer: string): string {
  const width = answer.length * 7 * SCALE + 16;
  const pixels = Buffer.alloc(width * HEIGHT, 235);
  answer.split('').forEach((digit, index) => {
    const rows = FONT[digit] ?? [];
    const left = 8 + index * 7 * SCALE;
    const top = 8 + randomInt(0, 6);
    rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x += 1) {
        if (row[x] !== '#') continue;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1)
            pixels[(top + y * SCALE + dy) * width + left + x * SCALE + dx] = 40;
        }
      }
    });
  });
  // Speckle noise so the glyphs are not pixel-identical between captchas.
  for (let i = 0; i < width * 3; i += 1) pixels[randomInt(0, pixels.length)] = randomInt(60, 200);
  return `data:image/png;base64,${encodePng(pixels, width, HEIGHT).toString('base64')}`;
}

function encodePng(pixels: Buffer, width: number, height: number): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0; // filter type "none"
    pixels.copy(raw, y * (width + 1) + 1, y * width, (y + 1) * width);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
