import {
  dataCodewords,
  encodeQr,
  formatBits,
  QR_MAX_BYTES,
  qrPath,
  reedSolomon,
  versionBits,
  versionFor,
} from './qr';

/** 'HELLO' as a level-M QR with mask 2, as an independent encoder (qrcode-generator 2.0.4) draws it. */
const HELLO_MASK_2 = [
  '#######....#..#######',
  '#.....#...#.#.#.....#',
  '#.###.#.##....#.###.#',
  '#.###.#.#.#.#.#.###.#',
  '#.###.#.##..#.#.###.#',
  '#.....#.####..#.....#',
  '#######.#.#.#.#######',
  '........##...........',
  '#.#####...##..#####..',
  '.##.##.#.######..##..',
  '..#####.#...#.##.###.',
  '.##.#....######..##..',
  '.#.######...#..#..#.#',
  '........#.#.#..#.#...',
  '#######..###.#..#.##.',
  '#.....#.#.#....#####.',
  '#.###.#.##.#.#..#.##.',
  '#.###.#.##.#####.#...',
  '#.###.#.##..#.##..#..',
  '#.....#..######.###..',
  '#######.##..#...#.##.',
];

const picture = (modules: boolean[][]) =>
  modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));

/** The 15 format bits read back from the first copy (around the top-left finder), bit 0 first. */
function readFormatFirstCopy(m: boolean[][]): number {
  const cells: [number, number][] = [
    [0, 8],
    [1, 8],
    [2, 8],
    [3, 8],
    [4, 8],
    [5, 8],
    [7, 8],
    [8, 8],
    [8, 7],
    [8, 5],
    [8, 4],
    [8, 3],
    [8, 2],
    [8, 1],
    [8, 0],
  ];
  return cells.reduce((bits, [r, c], i) => bits | (Number(m[r]![c]) << i), 0);
}

/** The second copy (top-right row, then bottom-left column), bit 0 first. */
function readFormatSecondCopy(m: boolean[][]): number {
  const size = m.length;
  let bits = 0;
  for (let i = 0; i < 8; i++) bits |= Number(m[8]![size - 1 - i]) << i;
  for (let i = 8; i < 15; i++) bits |= Number(m[size - 15 + i]![8]) << i;
  return bits;
}

function expectFinderAt(m: boolean[][], top: number, left: number) {
  for (let dr = 0; dr < 7; dr++) {
    for (let dc = 0; dc < 7; dc++) {
      const ring = Math.max(Math.abs(dr - 3), Math.abs(dc - 3));
      expect(m[top + dr]![left + dc]).toBe(ring !== 2);
    }
  }
}

describe('QR encoder (byte mode, level M)', () => {
  it('draws HELLO module for module like an independent encoder', () => {
    expect(picture(encodeQr('HELLO', { mask: 2 }).modules)).toEqual(HELLO_MASK_2);
  });

  it('computes the textbook Reed-Solomon codewords of HELLO WORLD 1-M', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('encodes mode, length, bytes, terminator and alternating pad bytes', () => {
    const codewords = dataCodewords(new TextEncoder().encode('A'), 1);
    // 0100 00000001 01000001 0000 → 0x40 0x14 0x10, then 0xEC 0x11 ... up to 16 codewords.
    expect(codewords.slice(0, 5)).toEqual([0x40, 0x14, 0x10, 0xec, 0x11]);
    expect(codewords).toHaveLength(16);
  });

  it('picks the smallest version that holds the bytes, up to 213 bytes in version 10', () => {
    expect(versionFor(14)).toBe(1);
    expect(versionFor(15)).toBe(2);
    expect(versionFor(QR_MAX_BYTES)).toBe(10);
    expect(versionFor(QR_MAX_BYTES + 1)).toBeNull();
    expect(() => encodeQr('x'.repeat(QR_MAX_BYTES + 1))).toThrow(RangeError);
  });

  it('sizes the symbol 17 + 4 × version and places the three finder patterns', () => {
    const link = 'https://vsbdt.example/m/register?affiliateCode=DEMO01';
    const code = encodeQr(link);
    expect(code.size).toBe(17 + 4 * code.version);
    expectFinderAt(code.modules, 0, 0);
    expectFinderAt(code.modules, 0, code.size - 7);
    expectFinderAt(code.modules, code.size - 7, 0);
  });

  it('keeps the timing patterns alternating and the dark module dark', () => {
    const code = encodeQr('https://example.com/invite/ABC123');
    for (let i = 8; i < code.size - 8; i++) {
      expect(code.modules[6]![i]).toBe(i % 2 === 0);
      expect(code.modules[i]![6]).toBe(i % 2 === 0);
    }
    expect(code.modules[code.size - 8]![8]).toBe(true);
  });

  it('writes both copies of the format information for level M and the chosen mask', () => {
    for (let mask = 0; mask < 8; mask++) {
      const code = encodeQr('HELLO', { mask });
      expect(code.mask).toBe(mask);
      expect(readFormatFirstCopy(code.modules)).toBe(formatBits(mask));
      expect(readFormatSecondCopy(code.modules)).toBe(formatBits(mask));
      // Unmask and read the level (bits 14-13: 00 is M) and the mask (bits 12-10).
      const raw = formatBits(mask) ^ 0x5412;
      expect(raw >>> 13).toBe(0b00);
      expect((raw >>> 10) & 0b111).toBe(mask);
    }
  });

  it('uses the known format words of level M', () => {
    expect(formatBits(0)).toBe(0b101010000010010);
    expect(formatBits(2)).toBe(0b101111001111100);
  });

  it('adds the version information from version 7 on, in both corners', () => {
    expect(versionBits(7)).toBe(0x07c94);
    const code = encodeQr('v'.repeat(130));
    expect(code.version).toBeGreaterThanOrEqual(7);
    const bits = versionBits(code.version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = code.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      expect(code.modules[b]![a]).toBe(dark);
      expect(code.modules[a]![b]).toBe(dark);
    }
  });

  it('chooses a mask by itself and draws one square per dark module', () => {
    const code = encodeQr('বাংলা');
    expect(code.mask).toBeGreaterThanOrEqual(0);
    expect(code.mask).toBeLessThan(8);
    const dark = code.modules.flat().filter(Boolean).length;
    expect(qrPath(code).match(/M/g)).toHaveLength(dark);
  });
});
