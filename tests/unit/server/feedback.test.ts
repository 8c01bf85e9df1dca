import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUser, startTestApp, tokenCookie, type TestApp } from './support/test-app';
import { FEEDBACK_SUBMIT_ACTION, feedbackFormUrl, type FeedbackSource } from '../../../src/core/feedback';

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(async () => {
  await server.close();
});

const source: FeedbackSource = {
  uid: 10000001,
  product_id: 5903,
  device_id: 'dev-1',
  version: '2.0.0',
};

function submit(
  fields: Record<string, string>,
  options: { json?: boolean; origin?: string; cookie?: { cookie: string } } = {},
) {
  return server.app.inject({
    method: 'POST',
    url: '/feedback/submit',
    headers: {
      ...options.cookie,
      'content-type': 'application/x-www-form-urlencoded',
      origin: options.origin ?? 'http://localhost',
      accept: options.json ? 'application/json' : 'text/html',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const feedbackRows = () =>
  server.ctx.kdb
    .selectFrom('feedback')
    .select(['user_id', 'form_id', 'text', 'source', 'lang'])
    .orderBy('id')
    .execute();

describe('feedback form', () => {
  it('renders a themed form with a labelled text box and Submit, carrying the source', async () => {
    const url = new URL(
      feedbackFormUrl('http://localhost', {
        fid: 335,
        lang: 'en',
        embed: 1,
        theme: 'dark',
        source,
      }),
    );
    const res = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<label for="text">Your feedback</label>');
    expect(res.body).toContain('<textarea id="text" name="text"');
    expect(res.body).toContain('>Submit</button>');
    expect(res.body).toContain('background:#16151d');
    expect(res.body).toContain('&quot;device_id&quot;:&quot;dev-1&quot;');
  });

  it('refuses an unknown form id, theme or a source that is not JSON', async () => {
    for (const query of ['fid=1', 'fid=335&theme=neon', 'fid=335&source=nope', '']) {
      const res = await server.app.inject({ method: 'GET', url: `/feedback/form?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain('Feedback form unavailable');
    }
  });

  it("stores the text with the sender's account (by the app's token cookie) and the source, then tells the app", async () => {
    const user = await newUser(server.app);
    const res = await submit(
      {
        fid: '1088',
        lang: 'en',
        theme: 'light',
        source: JSON.stringify(source),
        text: '  The crop tool is great  ',
      },
      { cookie: tokenCookie(user.token) },
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(JSON.stringify({ action: FEEDBACK_SUBMIT_ACTION }));
    expect(res.body).toContain('Thank you');
    const [row] = await feedbackRows();
    expect(row).toMatchObject({
      user_id: user.userId,
      form_id: 1088,
      text: 'The crop tool is great',
      lang: 'en',
    });
    expect(JSON.parse(row.source)).toEqual({
      uid: 10000001,
      product_id: 5903,
      device_id: 'dev-1',
      version: '2.0.0',
    });
  });

  it('keeps feedback without a valid token cookie anonymous', async () => {
    const res = await submit(
      { fid: '335', source: JSON.stringify(source), text: 'hi' },
      { json: true, cookie: tokenCookie('expired') },
    );
    expect(res.json()).toMatchObject({ code: 0 });
    expect((await feedbackRows())[0].user_id).toBeNull();
  });

  it("neither reads nor stores a token an older app put in the source (the frame's URL)", async () => {
    const user = await newUser(server.app);
    await submit(
      { fid: '335', source: JSON.stringify({ ...source, token: user.token }), text: 'hi' },
      { json: true },
    );
    const [row] = await feedbackRows();
    expect(row.user_id).toBeNull();
    expect(row.source).not.toContain(user.token);
  });

  it('refuses empty or too long text, bad fields and cross-site posts, storing nothing', async () => {
    const empty = await submit({ fid: '335', source: '{}', text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please write your feedback before submitting');
    expect(empty.body).toContain('<textarea');
    const long = await submit({ fid: '335', source: '{}', text: 'x'.repeat(2001) }, { json: true });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 490001, msg: 'Feedback must be at most 2000 characters' });
    const badFid = await submit({ fid: '7', source: '{}', text: 'ok' }, { json: true });
    expect(badFid.json()).toMatchObject({ code: 490001, msg: expect.stringContaining('fid') });
    const badSource = await submit({ fid: '335', source: '[1', text: 'ok' }, { json: true });
    expect(badSource.json().msg).toContain('source must be a JSON object');
    const crossSite = await submit(
      { fid: '335', source: '{}', text: 'ok' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(await feedbackRows()).toEqual([]);
  });
});
