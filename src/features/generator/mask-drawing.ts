/** Mask strokes in the image's own pixels, drawn for display and exported as the engine's mask PNG. */

export interface MaskStroke {
  /** Brush diameter in image pixels. */
  size: number;
  points: Array<[number, number]>;
}

/** Draws the strokes as round brush lines (a single point is a dot). */
export function drawStrokes(
  ctx: CanvasRenderingContext2D,
  strokes: readonly MaskStroke[],
  color: string,
  scale = 1,
): void {
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke.points;
    if (!first) continue;
    ctx.lineWidth = stroke.size * scale;
    ctx.beginPath();
    if (rest.length === 0) {
      ctx.arc(first[0] * scale, first[1] * scale, (stroke.size * scale) / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.moveTo(first[0] * scale, first[1] * scale);
    for (const [x, y] of rest) ctx.lineTo(x * scale, y * scale);
    ctx.stroke();
  }
}

/** The mask the engine takes: black, white where painted, at the image's size (server/engine/ALGORITHMS.md). */
export function renderMaskPng(strokes: readonly MaskStroke[], width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, width, height);
  drawStrokes(ctx, strokes, '#fff');
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('mask export failed'))), 'image/png'),
  );
}
