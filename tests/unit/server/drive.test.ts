import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getJson, newUser, postJson, startTestApp, type TestApp, type TestUser } from './support/test-app';
import { backdateMemberships, pay } from './support/store-checkout';
import { addFile } from './support/drive-data';
import { assertStorageSpace } from '../../../server/drive/drive-spaces';
import { ApiError } from '../../../server/http/envelope';
import type {
  DriveInfoData,
  DriveOpenCheckData,
  DriveOpenData,
  DriveSpaceListData,
} from '../../../src/core/contract/drive';
import type { SpaceInfo } from '../../../src/core/drive-state';

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(async () => {
  await server.close();
});

const GB = 1024 ** 3;

/** A stored file as the tasks module records it (a task's output). */
const storeFile = (userId: number, size: number, deleted = false) =>
  addFile(server.ctx.kdb, userId, size, { source: 'output', deleted_at: deleted ? 1 : null });

const open = (user: TestUser) => postJson<DriveOpenData>(server.app, '/v1/drive/open', user);

describe('cloud drive', () => {
  it('a free user must pay first (381304); a flagged account is forbidden (381301)', async () => {
    const free = await newUser(server.app);
    const check = await postJson(server.app, '/v1/drive/open/check', free);
    expect(check.status).toBe(200);
    expect(check.code).toBe(381304);
    const res = await open(free);
    expect(res.status).toBe(403);
    expect(res).toMatchObject({ code: 381304, msg: expect.stringContaining('purchase first') });

    const flagged = await newUser(server.app);
    await pay(server.app, flagged, 24109015, 'p');
    await server.ctx.kdb
      .insertInto('drive_restrictions')
      .values({ user_id: flagged.userId, reason: 'abuse', created_at: 0 })
      .execute();
    expect((await open(flagged)).code).toBe(381301);
    expect((await postJson(server.app, '/v1/drive/open/check', flagged)).code).toBe(381301);
    const spaces = await getJson<DriveSpaceListData>(server.app, '/v1/drive/spaces', flagged);
    expect(spaces.data.list).toEqual([]);
  });

  it('standard opens 10 GB once (371300, then 381300) and reports usage from stored files', async () => {
    const user = await newUser(server.app);
    await pay(server.app, user, 24109013, 's');
    const before = await getJson<DriveInfoData>(server.app, '/v1/drive/info', user);
    expect(before.data).toMatchObject({
      total_size: 0,
      level: 2,
      level_alias: 'standard',
      expired_time: 0,
    });
    const check = await postJson<DriveOpenCheckData>(server.app, '/v1/drive/open/check', user);
    expect(check).toMatchObject({ code: 0, data: { total_size: 10 * GB, level: 2 } });
    const opened = await open(user);
    expect(opened.status).toBe(200);
    expect(opened).toMatchObject({ code: 371300, data: { total_size: 10 * GB } });
    const again = await open(user);
    expect(again.status).toBe(409);
    expect(again.code).toBe(381300);

    await storeFile(user.userId, 300);
    await storeFile(user.userId, 700);
    await storeFile(user.userId, 5000, true);
    const info = await getJson<DriveInfoData>(server.app, '/v1/drive/info', user);
    expect(info.data).toMatchObject({
      level: 2,
      level_alias: 'standard',
      total_size: 10 * GB,
      used_size: 1000,
      file_size_limit: 2 * GB,
      is_expired: 0,
    });
    expect(info.data.expired_time).toBeGreaterThan(Date.now() / 1000);

    const spaces = await getJson<DriveSpaceListData>(
      server.app,
      '/v1/drive/spaces?page=1&page_size=10',
      user,
    );
    expect(spaces.data.total).toBe(1);
    const spaceId = spaces.data.list[0].space_id;
    const space = await getJson<SpaceInfo>(server.app, `/v1/drive/space/info?space_id=${spaceId}`, user);
    expect(space.data).toEqual({
      total_size: 10 * GB,
      used_size: 1000,
      expired_time: info.data.expired_time,
    });

    // Upgrading to premium grows the drive to 100 GB.
    await pay(server.app, user, 24109016, 'p');
    const upgraded = await getJson<DriveInfoData>(server.app, '/v1/drive/info', user);
    expect(upgraded.data).toMatchObject({ level: 3, total_size: 100 * GB });
  });

  it('an ended plan leaves the drive expired at its last size', async () => {
    const user = await newUser(server.app);
    await pay(server.app, user, 24109015, 'p');
    await open(user);
    await backdateMemberships(server.ctx, user.userId, 60 * 86400);
    const info = await getJson<DriveInfoData>(server.app, '/v1/drive/info', user);
    expect(info.data).toMatchObject({ is_expired: 1, total_size: 100 * GB, level: 3 });
    expect(info.data.expired_time).toBeLessThan(Date.now() / 1000);
  });

  it('assertStorageSpace refuses (490602) what would overfill the free quota, the plan, or an opened drive', async () => {
    const user = await newUser(server.app);
    const refusal = async (extra: number) => {
      try {
        await assertStorageSpace(server.ctx.kdb, user.userId, extra, server.ctx.config.storageQuotaFreeBytes);
      } catch (e) {
        return e as ApiError;
      }
      return undefined;
    };
    await storeFile(user.userId, 0.5 * GB);
    // Free: the quota (1 GB by default) holds 0.5 GB more, not a byte past it.
    expect(server.ctx.config.storageQuotaFreeBytes).toBe(GB);
    expect(await refusal(0.5 * GB)).toBeUndefined();
    expect(await refusal(0.5 * GB + 1)).toMatchObject({ code: 490602 });
    expect((await refusal(0.5 * GB + 1))?.message).toMatch(
      /^Remaining storage not enough: .* Delete uploads in the library/,
    );
    // A paid plan without an opened drive: that plan's drive size and file size limit.
    await pay(server.app, user, 24109013, 's');
    expect(await refusal(2 * GB)).toBeUndefined();
    expect((await refusal(2 * GB + 1))?.message).toMatch(/can be at most 2/);
    await storeFile(user.userId, 9.5 * GB);
    await open(user);
    expect(await refusal(1)).toMatchObject({ code: 490602 });
    expect((await refusal(1))?.message).toContain('Remaining cloud storage not enough');
  });

  it("refuses bad paging, another user's space and anonymous callers", async () => {
    const user = await newUser(server.app);
    const other = await newUser(server.app);
    await pay(server.app, other, 24109013, 's');
    await open(other);
    const theirs = (await getJson<DriveSpaceListData>(server.app, '/v1/drive/spaces', other)).data.list[0];
    const notOpened = await getJson(server.app, '/v1/drive/space/info', user);
    expect(notOpened.status).toBe(404);
    expect(notOpened.code).toBe(490001);
    await pay(server.app, user, 24109013, 's2');
    await open(user);
    const stolen = await getJson(server.app, `/v1/drive/space/info?space_id=${theirs.space_id}`, user);
    expect(stolen.status).toBe(404);
    expect(stolen).toMatchObject({ code: 490001, msg: `You have no space ${theirs.space_id}` });
    for (const query of ['page=0', 'page=-2', 'page_size=500', 'page=x']) {
      const res = await getJson(server.app, `/v1/drive/spaces?${query}`, user);
      expect(res.status, query).toBe(400);
      expect(res.code, query).toBe(490001);
    }
    for (const [method, url] of [
      ['GET', '/v1/drive/info'],
      ['POST', '/v1/drive/open'],
      ['POST', '/v1/drive/open/check'],
      ['GET', '/v1/drive/spaces'],
    ] as const) {
      const res = await server.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
