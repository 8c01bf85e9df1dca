import { describe, expect, it } from 'vitest';
import { createUploader, type UploadXhr } from '../../../../src/features/uploads/upload-request';
import { ApiFailure, ApiTransportError } from '../../../../src/api/errors';
import { APP_SOURCE, APP_VERSION, CLIENT_TYPE_MOBILE } from '../../../../src/core/identity';
import type { UploadedFile } from '../../../../src/core/contract/uploads';

/** An XMLHttpRequest stand-in that records what was sent and lets the test answer. */
class FakeXhr implements UploadXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  onabort: UploadXhr['onabort'] = null;
  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body as FormData;
  }
  abort() {
    this.aborted = true;
    this.onabort?.call(this as never, new Event('abort') as ProgressEvent);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(this as never, { lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.call(this as never, new Event('load') as ProgressEvent);
  }
}

function setup(token: string | null = 'tok') {
  const xhrs: FakeXhr[] = [];
  const failures: ApiFailure[] = [];
  const uploadFile = createUploader({
    baseURL: 'https://app.test',
    getToken: () => token,
    getClientSn: () => 'device-1',
    clientType: () => CLIENT_TYPE_MOBILE,
    getLanguage: () => 'ko',
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr;
    },
    onFailure: (f) => failures.push(f),
  });
  return { uploadFile, xhrs, failures };
}

const stored: UploadedFile = {
  file: 'f1',
  fullName: 'cat.png',
  name: 'cat',
  size: 3,
  ext: 'png',
  type: 'image',
  mime: 'image/png',
  width: 10,
  height: 20,
  duration: 0,
  url: '/v1/file/view/f1?sig=x',
};

describe('uploadFile', () => {
  it('posts multipart with the api headers, reports real progress, and resolves with the envelope data', async () => {
    const { uploadFile, xhrs } = setup();
    const seen: number[] = [];
    const file = new File([new Uint8Array([1, 2, 3])], 'cat.png', { type: 'image/png' });
    const done = uploadFile(file, { purpose: 'image', onProgress: (p) => seen.push(p.loaded / p.total) });
    const xhr = xhrs[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://app.test/v1/file/upload');
    expect(xhr.headers).toEqual({
      Authorization: 'Bearer tok',
      'X-Source': String(APP_SOURCE),
      'X-Client-Sn': 'device-1',
      'X-Prod-Ver': APP_VERSION,
      'X-Client-Type': String(CLIENT_TYPE_MOBILE),
      'Accept-Language': 'ko',
    });
    expect(xhr.body?.get('purpose')).toBe('image');
    expect((xhr.body?.get('file') as File).name).toBe('cat.png');
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(200, { code: 0, data: stored, msg: 'success', trace_id: 't' });
    await expect(done).resolves.toEqual(stored);
    expect(seen).toEqual([0.25, 1]);
  });

  it('rejects a refusal envelope as ApiFailure (and tells onFailure), a lost connection as a network error', async () => {
    const { uploadFile, xhrs, failures } = setup(null);
    const refused = uploadFile(new File(['x'], 'a.txt'));
    expect(xhrs[0].headers.Authorization).toBeUndefined();
    xhrs[0].answer(415, { code: 490001, data: null, msg: 'This file is not supported', trace_id: 't' });
    const failure = await refused.catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: 490001, msg: 'This file is not supported', status: 415 });
    expect(failures).toHaveLength(1);

    const lost = uploadFile(new File(['x'], 'a.png'));
    xhrs[1].onerror?.call(xhrs[1] as never, new Event('error') as ProgressEvent);
    await expect(lost).rejects.toMatchObject({ kind: 'network' });
  });

  it('cancels through the signal with the api layer’s "xhr cancel"', async () => {
    const { uploadFile, xhrs } = setup();
    const controller = new AbortController();
    const pending = uploadFile(new File(['x'], 'a.png'), { signal: controller.signal });
    controller.abort();
    const err = await pending.catch((e: unknown) => e);
    expect(xhrs[0].aborted).toBe(true);
    expect(err).toBeInstanceOf(ApiTransportError);
    expect(err).toMatchObject({ kind: 'aborted', message: 'xhr cancel' });
    await expect(uploadFile(new File(['x'], 'b.png'), { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(xhrs).toHaveLength(1);
  });
});
