// A QR code drawn as SVG from the encoder in lib/qr.ts: crisp at any size, dark modules on a light square so
// it scans in the dark theme too.
import { useMemo } from 'react';
import { encodeQr, qrPath } from '../lib/qr';

const QUIET_ZONE = 4;

export interface QrImageProps {
  value: string;
  /** Accessible name, e.g. "QR code of your invite link". */
  label: string;
  size?: number;
}

export function QrImage({ value, label, size = 200 }: QrImageProps) {
  const code = useMemo(() => encodeQr(value), [value]);
  const extent = code.size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className="acc-qr"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPath(code, QUIET_ZONE)} fill="#000" />
    </svg>
  );
}
