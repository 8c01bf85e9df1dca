import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type UploadProgress } from '../../../src/api';
import { CLIENT_TYPE_DESKTOP } from '../../../src/core/identity';
import { startTestServer, type SeenRequest, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function client() {
  return createApiClient({
    baseURL: server.baseURL,
    getClientSn: () => 'sn',
    clientType: CLIENT_TYPE_DESKTOP,
  });
}

/** Splits a multipart body into its parts' header block and content. */
function multipartParts(seen: SeenRequest): { head: string; content: string }[] {
  const boundary = /boundary=(.+)$/.exec(seen.headers['content-type'] ?? '')?.[1];
  expect(boundary).toBeTruthy();
  return seen.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((raw) => {
      const [head, ...rest] = raw.replace(/^\r\n/, '').split('\r\n\r\n');
      return { head, content: rest.join('\r\n\r\n').replace(/\r\n$/, '') };
    });
}

describe('upload', () => {
  it('arrives as multipart with the file part and normalised fields, and reports progress', async () => {
    const progress: UploadProgress[] = [];
    const seen = await client().upload<SeenRequest>(
      '/echo',
      {
        file: new File(['hello file'], 'clip.txt', { type: 'text/plain' }),
        fields: { name: '  my clip ', meta: { w: 1 }, skipped: undefined },
      },
      { onProgress: (p) => progress.push(p) },
    );
    expect(seen.method).toBe('POST');
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const parts = multipartParts(seen);
    expect(parts).toHaveLength(3);
    expect(parts[0].head).toContain('name="name"');
    expect(parts[0].content).toBe('my clip');
    expect(parts[1].head).toContain('name="meta"');
    expect(parts[1].content).toBe('{"w":1}');
    expect(parts[2].head).toContain('name="file"; filename="clip.txt"');
    expect(parts[2].head).toContain('Content-Type: text/plain');
    expect(parts[2].content).toBe('hello file');
    expect(progress).toEqual([
      { loaded: 0, total: 10 },
      { loaded: 10, total: 10 },
    ]);
  });

  it('sends a ready FormData as given', async () => {
    const form = new FormData();
    form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'a.png');
    const seen = await client().upload<SeenRequest>('/echo', form);
    const parts = multipartParts(seen);
    expect(parts).toHaveLength(1);
    expect(parts[0].head).toContain('name="image"; filename="a.png"');
    expect(parts[0].content).toBe('png-bytes');
  });
});

describe('postForm', () => {
  it('arrives urlencoded, normalised, with arrays repeating their key', async () => {
    const seen = await client().postForm<SeenRequest>('/echo', {
      code: ' abc ',
      plan: 2,
      tags: ['a', 'b'],
      at: new Date(2024, 4, 6, 7, 8),
      gone: null,
    });
    expect(seen.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const params = new URLSearchParams(seen.body);
    expect(params.get('code')).toBe('abc');
    expect(params.get('plan')).toBe('2');
    expect(params.getAll('tags')).toEqual(['a', 'b']);
    expect(params.get('at')).toBe('2024-05-06 07:08');
    expect(params.has('gone')).toBe(false);
  });
});
