import { ChevronLeft, ChevronRight, Minus, Plus, RotateCcw, RotateCw } from 'lucide-react';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PREVIEW_ZOOM, stepIndex, stepRotation, stepZoom } from '../../core/preview-rules';
import { Modal } from '../../ui/Modal';
import './preview.css';

export interface PreviewImage {
  src: string;
  alt: string;
}

interface Props {
  /** The group the preview steps through with previous/next. */
  images: readonly PreviewImage[];
  startIndex?: number;
  onClose: () => void;
}

/**
 * Full-screen image preview: zoom 0.25–4 in 0.2 steps (buttons, wheel, + and -), rotate (R), pan by dragging,
 * previous/next in the group (arrow keys). Moving to another image resets zoom, rotation and pan.
 */
export function ImagePreview({ images, startIndex = 0, onClose }: Props) {
  const { t } = useLingui();
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState<number>(PREVIEW_ZOOM.initial);
  const [rotation, setRotation] = useState(0);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const image = images[index];

  const go = (direction: 1 | -1) => {
    setIndex((i) => stepIndex(i, direction, images.length));
    setZoom(PREVIEW_ZOOM.initial);
    setRotation(0);
    setPan({ x: 0, y: 0 });
  };
  const zoomBy = (direction: 1 | -1) => setZoom((z) => stepZoom(z, direction));
  const rotate = (direction: 1 | -1) => setRotation((r) => stepRotation(r, direction));
  const reset = () => {
    setZoom(PREVIEW_ZOOM.initial);
    setRotation(0);
    setPan({ x: 0, y: 0 });
  };

  // Keys act on the preview while it is the top modal; Escape is the modal's.
  const onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      r: () => rotate(1),
      R: () => rotate(-1),
      '0': reset,
    };
    const action = actions[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const onPointerDown = (e: ReactPointerEvent) => {
    drag.current = { id: e.pointerId, x: e.clientX - pan.x, y: e.clientY - pan.y };
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (drag.current?.id === e.pointerId)
      setPan({ x: e.clientX - drag.current.x, y: e.clientY - drag.current.y });
  };
  const onPointerUp = () => (drag.current = null);

  if (!image) return null;
  const percent = Math.round(zoom * 100);
  return (
    <Modal
      title={<Trans>Image preview</Trans>}
      hideTitle
      onClose={onClose}
      onKey={onKey}
      className="image-preview"
    >
      <div
        className="preview-stage"
        onWheel={(e) => zoomBy(e.deltaY < 0 ? 1 : -1)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          src={image.src}
          alt={image.alt}
          draggable={false}
          data-zoom={zoom}
          data-rotation={rotation}
          style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom}) rotate(${rotation}deg)` }}
        />
      </div>
      <div className="preview-toolbar" role="toolbar" aria-label={t`Preview controls`}>
        <button
          type="button"
          className="icon-btn"
          aria-label={t`Previous image`}
          disabled={index === 0}
          onClick={() => go(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <span className="preview-count" aria-live="polite">
          {index + 1} / {images.length}
        </span>
        <button
          type="button"
          className="icon-btn"
          aria-label={t`Next image`}
          disabled={index >= images.length - 1}
          onClick={() => go(1)}
        >
          <ChevronRight aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label={t`Zoom out`}
          disabled={zoom <= PREVIEW_ZOOM.min}
          onClick={() => zoomBy(-1)}
        >
          <Minus aria-hidden="true" />
        </button>
        <output className="preview-zoom" aria-label={t`Zoom level`}>
          {percent}%
        </output>
        <button
          type="button"
          className="icon-btn"
          aria-label={t`Zoom in`}
          disabled={zoom >= PREVIEW_ZOOM.max}
          onClick={() => zoomBy(1)}
        >
          <Plus aria-hidden="true" />
        </button>
        <button type="button" className="icon-btn" aria-label={t`Rotate left`} onClick={() => rotate(-1)}>
          <RotateCcw aria-hidden="true" />
        </button>
        <button type="button" className="icon-btn" aria-label={t`Rotate right`} onClick={() => rotate(1)}>
          <RotateCw aria-hidden="true" />
        </button>
        <button type="button" className="btn btn-small" onClick={reset}>
          <Trans>Reset</Trans>
        </button>
      </div>
    </Modal>
  );
}
