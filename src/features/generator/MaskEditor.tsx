import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { drawStrokes, type MaskStroke } from './mask-drawing';

const BRUSH = { min: 5, max: 120, default: 40 } as const;

/**
 * The mask brush over the uploaded image: paint the area to remove or redraw, with brush size, undo and clear.
 * Strokes are kept in the image's pixels so the exported mask matches the image whatever size it is shown at.
 */
export function MaskEditor({
  imageUrl,
  width,
  height,
  strokes,
  onChange,
}: {
  imageUrl: string;
  width: number;
  height: number;
  strokes: MaskStroke[];
  onChange(strokes: MaskStroke[]): void;
}) {
  const { t } = useLingui();
  const sizeId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [brush, setBrush] = useState<number>(BRUSH.default);
  const drawing = useRef<MaskStroke | null>(null);
  const strokeCount = strokes.length;

  const toImage = (event: PointerEvent<HTMLCanvasElement>): { point: [number, number]; scale: number } => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = width / box.width;
    return { point: [(event.clientX - box.left) * scale, (event.clientY - box.top) * scale], scale };
  };
  const redraw = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, width, height);
    drawStrokes(ctx, drawing.current ? [...strokes, drawing.current] : strokes, 'rgb(255 60 90 / 55%)');
  };
  // The overlay is drawn at the image's own resolution; CSS scales it with the image.
  useEffect(redraw);

  return (
    <div className="field mask-editor">
      <span className="field-label">
        <Trans>Paint over the area</Trans>
      </span>
      <div className="mask-stage" style={{ aspectRatio: `${width} / ${height}` }}>
        <img src={imageUrl} alt="" draggable={false} />
        <canvas
          ref={canvas}
          width={width}
          height={height}
          role="img"
          aria-label={t`Mask: ${plural(strokeCount, { one: '# stroke', other: '# strokes' })}`}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            const { point, scale } = toImage(event);
            drawing.current = { size: brush * scale, points: [point] };
            redraw();
          }}
          onPointerMove={(event) => {
            if (!drawing.current) return;
            drawing.current.points.push(toImage(event).point);
            redraw();
          }}
          onPointerUp={() => {
            if (drawing.current) onChange([...strokes, drawing.current]);
            drawing.current = null;
          }}
          onPointerCancel={() => {
            drawing.current = null;
            redraw();
          }}
        />
      </div>
      <div className="mask-tools">
        <label htmlFor={sizeId} className="small">
          <Trans>Brush size</Trans>
        </label>
        <input
          id={sizeId}
          type="range"
          min={BRUSH.min}
          max={BRUSH.max}
          value={brush}
          onChange={(e) => setBrush(Number(e.target.value))}
        />
        <button
          type="button"
          className="btn"
          disabled={!strokes.length}
          onClick={() => onChange(strokes.slice(0, -1))}
        >
          <Trans>Undo</Trans>
        </button>
        <button type="button" className="btn" disabled={!strokes.length} onClick={() => onChange([])}>
          <Trans>Clear</Trans>
        </button>
      </div>
    </div>
  );
}
