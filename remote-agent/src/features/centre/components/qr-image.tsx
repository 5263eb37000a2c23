// A link's QR code drawn as SVG from the encoder in src/lib/qr.ts (crisp at any size; dark modules on a light
// square with a quiet zone, so it scans in the dark theme too), with the link itself as a visible caption.
import { useMemo } from 'react';
import { encodeQr, qrPath } from '../../../lib/qr';

export const QR_QUIET_ZONE = 4;

export interface QrImageProps {
  value: string;
  /** Accessible name of the picture. */
  label: string;
  caption: string;
  size?: number;
}

export function QrImage({ value, label, caption, size = 220 }: QrImageProps) {
  const code = useMemo(() => encodeQr(value), [value]);
  const extent = code.size + 2 * QR_QUIET_ZONE;
  return (
    <figure className="agt-qr">
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${extent} ${extent}`}
        shapeRendering="crispEdges"
        data-modules={code.size}
      >
        <rect width={extent} height={extent} fill="#fff" />
        <path d={qrPath(code, QR_QUIET_ZONE)} fill="#000" />
      </svg>
      <figcaption className="agt-qr__caption">{caption}</figcaption>
    </figure>
  );
}
