import { Transform, type Readable } from 'node:stream';

/**
 * The asked bytes of an answer to a range request. HTTP lets a server ignore a Range (a whole 200 answer), and some
 * S3-compatible servers answer more than asked (s3rver reads `bytes=0-0` as the whole object); the file routes
 * promise the client exactly its range, so the answer's own Content-Range says where it starts and the rest is cut.
 */
export function exactRange(
  body: Readable,
  contentRange: string | undefined,
  want: { start: number; end: number },
): Readable {
  const served = /^bytes (\d+)-(\d+)\//.exec(contentRange ?? '');
  const servedStart = served ? Number(served[1]) : 0;
  const servedEnd = served ? Number(served[2]) : Infinity;
  if (servedStart === want.start && servedEnd === want.end) return body;
  if (servedStart > want.start) throw new Error(`asked for bytes from ${want.start}, got ${contentRange}`);
  let skip = want.start - servedStart;
  let left = want.end - want.start + 1;
  const cut = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let part = chunk;
      if (skip > 0) {
        const dropped = Math.min(skip, part.length);
        part = part.subarray(dropped);
        skip -= dropped;
      }
      if (left > 0 && part.length > 0) {
        const kept = part.subarray(0, left);
        left -= kept.length;
        this.push(kept);
      }
      // Everything asked has gone out: the rest of the answer is not read.
      if (left === 0) {
        this.push(null);
        body.destroy();
      }
      done();
    },
  });
  body.on('error', (err) => cut.destroy(err));
  // A client that goes away closes the cut stream; the answer behind it must let go of its connection too.
  cut.on('close', () => body.destroy());
  return body.pipe(cut);
}
