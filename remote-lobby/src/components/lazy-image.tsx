// A lazily loaded picture from the image hosts: a random first host, the next host on error, and a placeholder
// once every host has failed (spec lobby §2).
import { useState } from 'react';
import { imageUrl, pickHostIndex } from '../lib/image-hosts';

export interface LazyImageProps {
  path: string;
  alt: string;
  className?: string;
  width: number;
  height: number;
}

export function LazyImage({ path, alt, className, width, height }: LazyImageProps) {
  const [first] = useState(() => pickHostIndex());
  const [attempt, setAttempt] = useState(0);
  const src = imageUrl(path, first, attempt);
  if (!src) {
    return (
      <span
        className={className ? `lob-img-placeholder ${className}` : 'lob-img-placeholder'}
        style={{ width, height }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="image-placeholder"
      />
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setAttempt((count) => count + 1)}
    />
  );
}
