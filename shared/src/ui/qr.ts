// A small QR code encoder for links (invite, affiliate) (ISO/IEC 18004): byte mode, error correction level M,
// versions 1-10 (up to 213 bytes), mask chosen by the standard penalty rules. Written here so no dependency is needed.
export { QR_MAX_BYTES } from './qr-limits';

/** The finished symbol: `modules[row][column]`, true = dark. No quiet zone included. */
export interface QrCode {
  version: number;
  mask: number;
  size: number;
  modules: boolean[][];
}

export interface QrOptions {
  /** Force a mask pattern (0-7) instead of the one with the lowest penalty. */
  mask?: number;
}

interface BlockLayout {
  /** Error-correction codewords per block. */
  ecPerBlock: number;
  /** Data codewords of each block, in order. */
  dataPerBlock: number[];
}

const repeat = (count: number, value: number): number[] => Array.from({ length: count }, () => value);

/** Level M block structure of versions 1-10 (ISO/IEC 18004 table 9). */
const LEVEL_M: readonly BlockLayout[] = [
  { ecPerBlock: 10, dataPerBlock: [16] },
  { ecPerBlock: 16, dataPerBlock: [28] },
  { ecPerBlock: 26, dataPerBlock: [44] },
  { ecPerBlock: 18, dataPerBlock: repeat(2, 32) },
  { ecPerBlock: 24, dataPerBlock: repeat(2, 43) },
  { ecPerBlock: 16, dataPerBlock: repeat(4, 27) },
  { ecPerBlock: 18, dataPerBlock: repeat(4, 31) },
  { ecPerBlock: 22, dataPerBlock: [...repeat(2, 38), ...repeat(2, 39)] },
  { ecPerBlock: 22, dataPerBlock: [...repeat(3, 36), ...repeat(2, 37)] },
  { ecPerBlock: 26, dataPerBlock: [...repeat(4, 43), 44] },
];

/** Centre coordinates of the alignment patterns of versions 1-10. */
const ALIGNMENT_CENTRES: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

export const QR_MAX_VERSION = LEVEL_M.length;
/** Error-correction level M in the format information. */
const FORMAT_LEVEL_M = 0b00;
const BYTE_MODE = 0b0100;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function dataCapacity(version: number): number {
  return sum(LEVEL_M[version - 1]!.dataPerBlock);
}

function countBits(version: number): number {
  return version <= 9 ? 8 : 16;
}

/** The smallest version whose level-M byte-mode capacity holds `byteLength` bytes, or null. */
export function versionFor(byteLength: number): number | null {
  for (let version = 1; version <= QR_MAX_VERSION; version++) {
    if (4 + countBits(version) + 8 * byteLength <= dataCapacity(version) * 8) return version;
  }
  return null;
}

// ---------- Reed-Solomon over GF(256), polynomial x^8 + x^4 + x^3 + x^2 + 1 ----------

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = value;
    LOG[value] = i;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}

function gfMultiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!;
}

/** Coefficients (highest power first, leading 1 omitted) of the product of (x - α^i), i < degree. */
function generatorPolynomial(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] = next[j]! ^ poly[j]!;
      next[j + 1] = next[j + 1]! ^ gfMultiply(poly[j]!, EXP[i]!);
    }
    poly = next;
  }
  return poly.slice(1);
}

/** The error-correction codewords of one block (the remainder of data·x^n divided by the generator). */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  const generator = generatorPolynomial(degree);
  const remainder = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    for (let i = 0; i < degree; i++) remainder[i] = remainder[i]! ^ gfMultiply(generator[i]!, factor);
  }
  return remainder;
}

// ---------- codewords ----------

/** Data codewords: mode, count, bytes, terminator, padding to the version's capacity. */
export function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  const capacityBits = dataCapacity(version) * 8;
  put(BYTE_MODE, 4);
  put(bytes.length, countBits(version));
  for (const byte of bytes) put(byte, 8);
  put(0, Math.min(4, capacityBits - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  for (let pad = 0; codewords.length < dataCapacity(version); pad++) codewords.push(pad % 2 ? 0x11 : 0xec);
  return codewords;
}

/** Split into blocks, add error correction, interleave data then error-correction codewords. */
function finalCodewords(data: number[], version: number): number[] {
  const { ecPerBlock, dataPerBlock } = LEVEL_M[version - 1]!;
  const blocks: number[][] = [];
  let offset = 0;
  for (const length of dataPerBlock) {
    blocks.push(data.slice(offset, offset + length));
    offset += length;
  }
  const ecBlocks = blocks.map((block) => reedSolomon(block, ecPerBlock));
  const out: number[] = [];
  const longest = Math.max(...dataPerBlock);
  for (let i = 0; i < longest; i++) for (const block of blocks) if (i < block.length) out.push(block[i]!);
  for (let i = 0; i < ecPerBlock; i++) for (const block of ecBlocks) out.push(block[i]!);
  return out;
}

// ---------- BCH codes of the format and version information ----------

function bchRemainder(value: number, generator: number, degree: number): number {
  let remainder = value << degree;
  for (let bit = 31 - Math.clz32(remainder); bit >= degree; bit--) {
    if ((remainder >>> bit) & 1) remainder ^= generator << (bit - degree);
  }
  return remainder;
}

/** The 15 format bits (level M, mask), masked with 101010000010010. */
export function formatBits(mask: number): number {
  const data = (FORMAT_LEVEL_M << 3) | mask;
  return ((data << 10) | bchRemainder(data, 0x537, 10)) ^ 0x5412;
}

/** The 18 version bits of versions 7 and up. */
export function versionBits(version: number): number {
  return (version << 12) | bchRemainder(version, 0x1f25, 12);
}

// ---------- the matrix ----------

const MASKS: readonly ((row: number, col: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

class Matrix {
  readonly size: number;
  readonly modules: boolean[][];
  readonly reserved: boolean[][];

  constructor(size: number) {
    this.size = size;
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }

  setFunction(row: number, col: number, dark: boolean) {
    if (row < 0 || col < 0 || row >= this.size || col >= this.size) return;
    this.modules[row]![col] = dark;
    this.reserved[row]![col] = true;
  }
}

function drawFinder(matrix: Matrix, top: number, left: number) {
  // The 7x7 pattern plus its one-module light separator.
  for (let dr = -1; dr <= 7; dr++) {
    for (let dc = -1; dc <= 7; dc++) {
      const ring = Math.max(Math.abs(dr - 3), Math.abs(dc - 3));
      matrix.setFunction(top + dr, left + dc, ring !== 2 && ring <= 3);
    }
  }
}

function drawFunctionPatterns(matrix: Matrix, version: number) {
  const { size } = matrix;
  drawFinder(matrix, 0, 0);
  drawFinder(matrix, 0, size - 7);
  drawFinder(matrix, size - 7, 0);
  for (let i = 8; i < size - 8; i++) {
    matrix.setFunction(6, i, i % 2 === 0);
    matrix.setFunction(i, 6, i % 2 === 0);
  }
  const centres = ALIGNMENT_CENTRES[version - 1]!;
  const last = centres.length - 1;
  centres.forEach((row, i) => {
    centres.forEach((col, j) => {
      // Skip the three corners taken by the finder patterns.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) {
          matrix.setFunction(row + dr, col + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
        }
      }
    });
  });
  // Reserve the format areas now (written once the mask is known) and set the dark module.
  drawFormat(matrix, 0);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      matrix.setFunction(b, a, dark);
      matrix.setFunction(a, b, dark);
    }
  }
}

function drawFormat(matrix: Matrix, mask: number) {
  const { size } = matrix;
  const bits = formatBits(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  // First copy, around the top-left finder.
  for (let i = 0; i <= 5; i++) matrix.setFunction(i, 8, bit(i));
  matrix.setFunction(7, 8, bit(6));
  matrix.setFunction(8, 8, bit(7));
  matrix.setFunction(8, 7, bit(8));
  for (let i = 9; i < 15; i++) matrix.setFunction(8, 14 - i, bit(i));
  // Second copy, split between the top-right and bottom-left finders.
  for (let i = 0; i < 8; i++) matrix.setFunction(8, size - 1 - i, bit(i));
  for (let i = 8; i < 15; i++) matrix.setFunction(size - 15 + i, 8, bit(i));
  matrix.setFunction(size - 8, 8, true);
}

function placeCodewords(matrix: Matrix, codewords: number[]) {
  const { size } = matrix;
  const totalBits = codewords.length * 8;
  let index = 0;
  // Two-column strips from the right edge, alternately upward and downward; column 6 is the timing pattern.
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (let j = 0; j < 2; j++) {
        const col = right - j;
        if (matrix.reserved[row]![col] || index >= totalBits) continue;
        matrix.modules[row]![col] = ((codewords[index >>> 3]! >>> (7 - (index & 7))) & 1) === 1;
        index++;
      }
    }
  }
}

function applyMask(matrix: Matrix, mask: number) {
  const test = MASKS[mask]!;
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (!matrix.reserved[row]![col] && test(row, col))
        matrix.modules[row]![col] = !matrix.modules[row]![col];
    }
  }
}

const FINDER_LIKE = [
  [true, false, true, true, true, false, true, false, false, false, false],
  [false, false, false, false, true, false, true, true, true, false, true],
];

/** The standard penalty score (rules N1-N4) of a finished symbol; the mask with the lowest score is used. */
export function penalty(modules: boolean[][]): number {
  const size = modules.length;
  let score = 0;
  const lines: boolean[][] = [];
  for (let i = 0; i < size; i++) {
    lines.push(modules[i]!);
    lines.push(modules.map((row) => row[i]!));
  }
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) {
        run++;
        continue;
      }
      if (run >= 5) score += 3 + (run - 5);
      run = 1;
    }
    for (let i = 0; i + 11 <= size; i++) {
      for (const pattern of FINDER_LIKE) if (pattern.every((dark, k) => line[i + k] === dark)) score += 40;
    }
  }
  for (let row = 0; row + 1 < size; row++) {
    for (let col = 0; col + 1 < size; col++) {
      const colour = modules[row]![col];
      if (
        modules[row]![col + 1] === colour &&
        modules[row + 1]![col] === colour &&
        modules[row + 1]![col + 1] === colour
      ) {
        score += 3;
      }
    }
  }
  const dark = sum(modules.map((row) => row.filter(Boolean).length));
  score += 10 * Math.floor(Math.abs((dark * 100) / (size * size) - 50) / 5);
  return score;
}

function build(codewords: number[], version: number, mask: number): Matrix {
  const matrix = new Matrix(17 + 4 * version);
  drawFunctionPatterns(matrix, version);
  placeCodewords(matrix, codewords);
  applyMask(matrix, mask);
  drawFormat(matrix, mask);
  return matrix;
}

/** Encode text (UTF-8) as a level-M QR code; throws when it does not fit version 10. */
export function encodeQr(text: string, options: QrOptions = {}): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length);
  if (version === null)
    throw new RangeError(`QR: ${bytes.length} bytes do not fit version ${QR_MAX_VERSION}`);
  const codewords = finalCodewords(dataCodewords(bytes, version), version);
  let best: { mask: number; matrix: Matrix; score: number } | null = null;
  const masks = options.mask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [options.mask];
  for (const mask of masks) {
    const matrix = build(codewords, version, mask);
    const score = masks.length === 1 ? 0 : penalty(matrix.modules);
    if (!best || score < best.score) best = { mask, matrix, score };
  }
  const chosen = best!;
  return { version, mask: chosen.mask, size: chosen.matrix.size, modules: chosen.matrix.modules };
}

/** An SVG path drawing every dark module as a 1x1 square, offset by the quiet zone. */
export function qrPath(code: QrCode, quietZone = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) parts.push(`M${c + quietZone} ${r + quietZone}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
