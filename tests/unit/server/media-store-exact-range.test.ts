import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { exactRange } from '../../../server/media-store/exact-range';

const bytes = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
/** The answer a server sent, in chunks of 7 bytes so a cut falls inside one. */
const answer = (from: number, to: number) =>
  Readable.from(
    Array.from({ length: Math.ceil((to - from) / 7) }, (_, i) =>
      bytes.subarray(from + i * 7, Math.min(to, from + (i + 1) * 7)),
    ),
  );

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('exactRange: the asked bytes of a ranged answer', () => {
  it('keeps an answer that is exactly the range', async () => {
    const body = answer(10, 20);
    expect(exactRange(body, 'bytes 10-19/100', { start: 10, end: 19 })).toBe(body);
  });

  it('cuts a whole answer (the Range ignored) and a wider one down to the range, and stops reading it', async () => {
    const whole = answer(0, 100);
    expect(await read(exactRange(whole, undefined, { start: 0, end: 0 }))).toEqual(bytes.subarray(0, 1));
    expect(whole.destroyed).toBe(true);
    const wider = answer(20, 100);
    expect(await read(exactRange(wider, 'bytes 20-99/100', { start: 30, end: 44 }))).toEqual(
      bytes.subarray(30, 45),
    );
  });

  it('lets go of the answer when its reader goes away (a client that closed the download)', async () => {
    const body = answer(0, 100);
    const cut = exactRange(body, undefined, { start: 10, end: 90 });
    cut.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(body.destroyed).toBe(true);
  });

  it('refuses an answer that starts after the asked start: those bytes are not in it', () => {
    expect(() => exactRange(answer(50, 100), 'bytes 50-99/100', { start: 40, end: 60 })).toThrow(
      /asked for bytes from 40/,
    );
  });
});
