import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ImageCarouselModal } from './ImageCarouselModal';
import { ImagePlayModal } from './ImagePlayModal';
import type { PreviewImage } from './ImagePreview';

// The full-screen preview (zoom, rotate, pan) loads only when asked for.
const ImagePreview = lazy(() => import('./ImagePreview').then((m) => ({ default: m.ImagePreview })));

interface Open {
  index: number;
  /** The full-screen preview is open on top, at this image. */
  fullScreen: number | null;
}

/**
 * Viewing a result's images: one image opens the image play modal, several open the carousel at the clicked one;
 * either can open the full-screen preview on top (closing it returns to them). Returns the opener and the modals
 * to render. `actions` (given the closer) adds commands about the images' task under them.
 */
export function useImageViewer(
  images: readonly PreviewImage[],
  actions?: (close: () => void) => ReactNode,
): {
  open: (index: number) => void;
  viewer: ReactNode;
} {
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const fullScreen = (index: number) => setOpen((o) => (o ? { ...o, fullScreen: index } : o));
  let viewer: ReactNode = null;
  if (open && images.length > 0) {
    const index = Math.min(open.index, images.length - 1);
    viewer = (
      <>
        {images.length === 1 ? (
          <ImagePlayModal
            src={images[0].src}
            alt={images[0].alt}
            onClose={close}
            onFullScreen={() => fullScreen(0)}
            actions={actions?.(close)}
          />
        ) : (
          <ImageCarouselModal
            images={images}
            startIndex={index}
            onClose={close}
            onFullScreen={fullScreen}
            actions={actions?.(close)}
          />
        )}
        {open.fullScreen !== null && (
          <Suspense fallback={null}>
            <ImagePreview
              images={images}
              startIndex={open.fullScreen}
              onClose={() => setOpen((o) => (o ? { ...o, fullScreen: null } : o))}
            />
          </Suspense>
        )}
      </>
    );
  }
  return { open: (index) => setOpen({ index, fullScreen: null }), viewer };
}
