// A QR code drawn as SVG from the encoder in qr.ts: crisp at any size, dark modules on a light square with a quiet
// zone so it scans in the dark theme too; the encoded text as a visible caption when given.
import { useMemo } from 'react';
import { encodeQr, qrPath } from './qr';

export const QR_QUIET_ZONE = 4;

export interface QrImageProps {
  value: string;
  /** Accessible name of the picture, e.g. "QR code of your invite link". */
  label: string;
  /** Shown under the code (usually the link itself). */
  caption?: string;
  size?: number;
  className?: string;
}

export function QrImage({ value, label, caption, size = 200, className }: QrImageProps) {
  const code = useMemo(() => encodeQr(value), [value]);
  const extent = code.size + 2 * QR_QUIET_ZONE;
  const image = (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={caption === undefined ? className : undefined}
      data-modules={code.size}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPath(code, QR_QUIET_ZONE)} fill="#000" />
    </svg>
  );
  if (caption === undefined) return image;
  return (
    <figure className={className}>
      {image}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
