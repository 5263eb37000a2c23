// Reward-application pictures arrive as `data:<mime>;base64,<data>` URLs. The declared MIME type is not trusted:
// the real type is sniffed from the first bytes (PNG, JPEG); anything else, or anything that is not a readable
// base64 data URL, is reported with type '' so the shared rule answers the type error. The size is the decoded
// length, worked out from the base64 text without decoding it; bytes are decoded only to be stored.
import type { RewardPictureInfo } from 'shared/validation';

export type PictureMime = 'image/png' | 'image/jpeg';

export interface InspectedPicture extends RewardPictureInfo {
  type: PictureMime | '';
  /** The base64 payload (empty when unreadable). */
  base64: string;
}

const DATA_URL_PREFIX = /^data:[^;,]{0,100};base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/** PNG or JPEG by magic bytes, else ''. */
export function sniffImageType(head: Uint8Array): PictureMime | '' {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  return '';
}

/** Decoded length of well-formed base64 text. */
const decodedLength = (base64: string) =>
  (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

export function inspectPicture(dataUrl: string): InspectedPicture {
  const prefix = DATA_URL_PREFIX.exec(dataUrl);
  const base64 = prefix ? dataUrl.slice(prefix[0].length) : '';
  if (!prefix || base64.length % 4 !== 0 || !BASE64.test(base64)) {
    // Unreadable: the type rule answers first, whatever the size.
    return { type: '', size: 0, base64: '' };
  }
  // 12 base64 characters are 9 bytes: enough for both signatures.
  const head = Buffer.from(base64.slice(0, 12), 'base64');
  return { type: sniffImageType(head), size: decodedLength(base64), base64 };
}

export function decodePicture(picture: InspectedPicture): Buffer {
  return Buffer.from(picture.base64, 'base64');
}
