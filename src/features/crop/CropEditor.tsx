import { Minus, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { visiblePresets, type AspectBounds, type Size } from '../../core/crop-rules';
import { pictureRect } from '../../core/crop-box';
import type { CropRecord } from './crop-types';
import { useCropView } from './use-crop-view';

export interface CropEditorResult {
  rect: { x: number; y: number; width: number; height: number };
  record: Omit<CropRecord, 'picture'> & {
    picture: Omit<CropRecord['picture'], 'path' | 'url' | 'sourceWidth' | 'sourceHeight' | 'loaded'>;
  };
}

interface Props {
  /** Consumed by the screen canvas. */
  display: ImageBitmap;
  image: Size;
  area: Size;
  bounds: AspectBounds;
  isMultiple: boolean;
  initialRatio?: number;
  record?: CropRecord;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (result: CropEditorResult) => void;
}

type Drag = { mode: 'move' | 'resize' | 'pan'; id: number; x: number; y: number };
const KEY_STEP = 4;

/** The crop area with its picture and box, the presets, zoom controls, restore, Cancel and Confirm. */
export function CropEditor({
  display,
  image,
  area,
  bounds,
  isMultiple,
  initialRatio,
  record,
  busy,
  onCancel,
  onConfirm,
}: Props) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<Drag | null>(null);
  const crop = useCropView(image, area, bounds, initialRatio, record);
  const [drawn, setDrawn] = useState(false);
  const presets = visiblePresets(bounds, isMultiple);
  const picture = pictureRect(image, area, crop.view);

  // The display bitmap is handed to the canvas without a copy; zoom and pan are CSS transforms.
  useEffect(() => {
    const ctx = canvas.current?.getContext('bitmaprenderer');
    if (!ctx) throw new Error('canvas getContext fail');
    ctx.transferFromImageBitmap(display);
    setDrawn(true);
  }, [display]);

  const start = (mode: Drag['mode']) => (e: ReactPointerEvent) => {
    if (busy) return;
    e.stopPropagation();
    drag.current = { mode, id: e.pointerId, x: e.clientX, y: e.clientY };
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
  };
  const onMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    d.x = e.clientX;
    d.y = e.clientY;
    crop[d.mode](dx, dy);
  };
  const end = () => (drag.current = null);

  const confirm = () => {
    const { view, ratio, range } = crop;
    const rect = crop.cropRect();
    onConfirm({
      rect,
      record: {
        clip: rect,
        picture: {
          w: image.width,
          h: image.height,
          translateX: view.translateX,
          translateY: view.translateY,
          scale: view.scale,
          ratio,
          scaleMin: range.min,
          scaleMax: range.max,
        },
      },
    });
  };

  const { box } = crop;
  return (
    <div className="crop-editor">
      <div
        className="crop-area"
        style={{ width: area.width, height: area.height }}
        onPointerDown={start('pan')}
        onPointerMove={onMove}
        onPointerUp={end}
        onPointerCancel={end}
        onWheel={(e) => crop.wheel(e.deltaY)}
        data-testid="crop-area"
      >
        <canvas
          ref={canvas}
          width={image.width}
          height={image.height}
          className="crop-picture"
          aria-hidden="true"
          style={{
            opacity: drawn ? 1 : 0,
            transform: `translate(${picture.x}px, ${picture.y}px) scale(${crop.view.scale})`,
          }}
        />
        <div
          className="crop-box"
          role="group"
          tabIndex={0}
          aria-label={t`Crop box. Arrow keys move it, Shift with arrow keys resizes it.`}
          style={{ transform: `translate(${box.x}px, ${box.y}px)`, width: box.width, height: box.height }}
          onPointerDown={start('move')}
          onKeyDown={(e) => {
            const dir: Record<string, [number, number]> = {
              ArrowLeft: [-KEY_STEP, 0],
              ArrowRight: [KEY_STEP, 0],
              ArrowUp: [0, -KEY_STEP],
              ArrowDown: [0, KEY_STEP],
            };
            const step = dir[e.key];
            if (!step) return;
            e.preventDefault();
            if (e.shiftKey) crop.resize(...step);
            else crop.move(...step);
          }}
        >
          <span className="crop-grid" aria-hidden="true" />
          <span className="crop-handle" aria-hidden="true" onPointerDown={start('resize')} />
        </div>
      </div>

      {presets.length > 0 && (
        <div className="crop-presets" role="radiogroup" aria-label={t`Aspect ratio`}>
          {presets.map((p) => (
            <button
              key={p.label}
              type="button"
              role="radio"
              aria-checked={crop.ratio !== undefined && Math.abs(crop.ratio - p.ratio) < 1e-9}
              className="pill"
              disabled={busy}
              onClick={() => crop.setRatio(p.ratio)}
            >
              {p.label}
            </button>
          ))}
        </div>
      )}

      <div className="crop-zoom">
        <button
          type="button"
          className="icon-btn"
          aria-label={t`Zoom out`}
          disabled={busy || crop.view.scale <= crop.range.min + 1e-9}
          onClick={() => crop.zoomStep(-1)}
        >
          <Minus aria-hidden="true" />
        </button>
        <input
          type="range"
          aria-label={t`Zoom`}
          min={crop.range.min}
          max={crop.range.max}
          step={crop.range.step}
          value={crop.view.scale}
          disabled={busy}
          onChange={(e) => crop.zoomTo(Number(e.target.value))}
        />
        <button
          type="button"
          className="icon-btn"
          aria-label={t`Zoom in`}
          disabled={busy || crop.view.scale >= crop.range.max - 1e-9}
          onClick={() => crop.zoomStep(1)}
        >
          <Plus aria-hidden="true" />
        </button>
        <button type="button" className="btn btn-small" disabled={busy} onClick={crop.restore}>
          <Trans>Restore</Trans>
        </button>
      </div>

      <div className="modal-actions">
        <button type="button" className="btn" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={confirm}>
          <Trans>Confirm</Trans>
        </button>
      </div>
    </div>
  );
}
