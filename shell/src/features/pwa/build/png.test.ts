/**
 * @jest-environment node
 */
import { crc32, encodePng } from './png';
import { readPng } from './read-png';

describe('encodePng', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes a valid 8-bit RGBA PNG whose pixels read back unchanged', () => {
    const pixels = Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => (i * 37) % 256);
    const png = readPng(encodePng(3, 2, pixels));
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(png).toMatchObject({ width: 3, height: 2, bitDepth: 8, colourType: 6 });
    expect([...png.pixels()]).toEqual([...pixels]);
  });

  it('is read back as corrupt when a byte changes', () => {
    const file = encodePng(2, 2, new Uint8Array(16));
    file[20] = file[20]! ^ 1;
    expect(() => readPng(file)).toThrow('bad CRC in the IHDR chunk');
  });

  it('refuses pixel data of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow('expected 16 RGBA bytes, got 15');
  });
});
