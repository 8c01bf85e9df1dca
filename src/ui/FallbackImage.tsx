import { useState, type ImgHTMLAttributes } from 'react';

// The default picture a panel image falls back to: a soft frame with a landscape mark. Vite inlines a file this
// small as a data: URL, so the fallback can never fail itself (one fetched from the same server would fail with
// the image it replaces).
import DEFAULT_IMAGE from './default-image.svg';

/** An <img> that shows the default picture instead of a broken one when its source fails to load. */
export function FallbackImage({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img
      {...rest}
      src={failed === src ? DEFAULT_IMAGE : src}
      data-fallback={failed === src || undefined}
      onError={() => setFailed(src)}
    />
  );
}
