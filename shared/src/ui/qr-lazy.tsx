// The QR code as the apps use it: the encoder (qr.ts, 2.5 KB gzip) is a chunk of its own, loaded when a code is
// first drawn (the invite page, an affiliate link's dialog), not with the page's first load. Meanwhile a
// white square of the code's size and name holds its place.
import { lazy, Suspense } from 'react';
import type { QrImageProps } from './qr-image';

const Drawn = lazy(() =>
  import(/* webpackChunkName: "qr" */ './qr-image').then((module) => ({ default: module.QrImage })),
);

export function QrImage(props: QrImageProps) {
  const size = props.size ?? 200;
  return (
    <Suspense
      fallback={
        <span
          role="img"
          aria-label={props.label}
          aria-busy="true"
          className={`mc-qr-loading ${props.className ?? ''}`}
          style={{ display: 'inline-block', width: size, height: size, background: '#fff' }}
        />
      }
    >
      <Drawn {...props} />
    </Suspense>
  );
}
