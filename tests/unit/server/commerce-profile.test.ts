import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUser, postJson, startTestApp, type TestApp } from './support/test-app';
import type { UserInfoData } from '../../../src/core/contract/session';

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(async () => {
  await server.close();
});

describe('POST /v1/user profile payload', () => {
  it('saves trimmed names that are present and keeps the others', async () => {
    const user = await newUser(server.app);
    const first = await postJson<UserInfoData>(server.app, '/v1/user', user, {
      nickname: '  Ada  ',
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
    expect(first.data).toMatchObject({ nickname: 'Ada', firstname: 'Ada', lastname: 'Lovelace' });
    const second = await postJson<UserInfoData>(server.app, '/v1/user', user, { nickname: '' });
    expect(second.data).toMatchObject({ nickname: '', firstname: 'Ada', lastname: 'Lovelace' });
  });

  it('refuses names over 40 characters or not text, changing nothing', async () => {
    const user = await newUser(server.app);
    await postJson(server.app, '/v1/user', user, { nickname: 'Kept' });
    for (const payload of [{ nickname: 'x'.repeat(41) }, { firstname: 42 }, { lastname: 'a\u0007b' }]) {
      const res = await postJson(server.app, '/v1/user', user, payload);
      expect(res.status).toBe(400);
      expect(res.code).toBe(490001);
    }
    const read = await postJson<UserInfoData>(server.app, '/v1/user', user);
    expect(read.data.nickname).toBe('Kept');
    expect(read.data.firstname).toBe('');
  });
});
