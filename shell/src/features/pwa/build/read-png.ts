// Reads back a PNG that ./png.ts wrote (tests): checks the signature and every chunk's CRC, and returns the
// header and the pixel rows. Also what the end-to-end test uses to check the served icons' sizes.
import { Buffer } from 'node:buffer';
import { inflateSync } from 'node:zlib';
import { crc32 } from './png.ts';

const SIGNATURE = '89504e470d0a1a0a';

export function readPng(file: Buffer) {
  if (file.subarray(0, 8).toString('hex') !== SIGNATURE) throw new Error('not a PNG file');
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    if (file.readUInt32BE(at + 8 + length) !== crc32(file.subarray(at + 4, at + 8 + length))) {
      throw new Error(`bad CRC in the ${type} chunk`);
    }
    chunks.push({ type, data });
    at += 12 + length;
  }
  if (chunks[0]?.type !== 'IHDR') throw new Error('the PNG does not start with its header');
  const header = chunks[0].data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  return {
    types: chunks.map((c) => c.type),
    width,
    height,
    bitDepth: header[8],
    colourType: header[9],
    /** The RGBA pixels (8-bit RGBA files with filter 0 rows, as ./png.ts writes them). */
    pixels: () => {
      const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
      const pixels = Buffer.alloc(width * height * 4);
      for (let y = 0; y < height; y += 1) {
        if (raw[y * (width * 4 + 1)] !== 0)
          throw new Error(`row ${y} uses a filter this reader does not undo`);
        raw.copy(pixels, y * width * 4, y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1));
      }
      return pixels;
    },
  };
}
