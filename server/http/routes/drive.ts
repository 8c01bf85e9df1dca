/**
 * Cloud drive: drive info, open and open check, and the storage SDK's space calls
 * (space list, space info) as plain HTTP endpoints on this server.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, failure, ok, parseInput } from '../envelope';
import { requestLanguage } from '../../i18n/translate';
import { requireUser } from '../auth-guard';
import { nowSeconds } from '../../../src/core/dates';
import { planLevelOf } from '../../commerce/memberships';
import { driveEligibility, driveStatus, driveUsedSize, openDrive } from '../../drive/drive-spaces';
import { DRIVE_FILE_SIZE_LIMIT, DRIVE_TOTAL_SIZE } from '../../drive/drive-plans';
import { CODE_CLOUD_OK, CODE_DRIVE_OPEN_ERROR, CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { PLAN_LEVELS } from '../../../src/core/user-level';
import type { SpaceInfo } from '../../../src/core/drive-state';
import {
  driveSpaceInfoQuerySchema,
  driveSpaceListQuerySchema,
  type DriveInfoData,
  type DriveOpenCheckData,
  type DriveOpenData,
  type DriveSpaceListData,
} from '../../../src/core/contract/drive';
import { say } from '../../i18n/server-text';

export function driveRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** An opened drive reports its plan, sizes and expiry; without one, total and expiry are 0. */
  app.get('/v1/drive/info', async (req) => {
    const user = await requireUser(ctx, req);
    const now = nowSeconds();
    const drive = await driveStatus(ctx.kdb, user.userId, now);
    if (drive) {
      return ok<DriveInfoData>(req, {
        expired_time: drive.expiredTime,
        is_expired: drive.isExpired ? 1 : 0,
        level: PLAN_LEVELS[drive.tier],
        level_alias: drive.tier,
        file_size_limit: drive.fileSizeLimit,
        used_size: drive.usedSize,
        total_size: drive.totalSize,
      });
    }
    const level = await planLevelOf(ctx.kdb, user.userId, now);
    return ok<DriveInfoData>(req, {
      expired_time: 0,
      is_expired: 0,
      level: PLAN_LEVELS[level],
      level_alias: level,
      file_size_limit: level === 'free' ? 0 : DRIVE_FILE_SIZE_LIMIT[level],
      used_size: await driveUsedSize(ctx.kdb, user.userId),
      total_size: 0,
    });
  });

  /** Code 0 with what opening would give; otherwise the spec's refusal code (answered with HTTP 200: a check). */
  app.post('/v1/drive/open/check', async (req, reply) => {
    const user = await requireUser(ctx, req);
    const check = await driveEligibility(ctx.kdb, user.userId, nowSeconds());
    if (!check.ok)
      return reply.send(failure(req, check.error.code, check.error.messageIn(requestLanguage(req))));
    return ok<DriveOpenCheckData>(req, {
      total_size: DRIVE_TOTAL_SIZE[check.tier],
      level: PLAN_LEVELS[check.tier],
    });
  });

  /** 371300 with the new total on success; 381300 / 381304 / 381301 refusals; 381200 when storing failed. */
  app.post('/v1/drive/open', async (req) => {
    const user = await requireUser(ctx, req);
    let space;
    try {
      space = await openDrive(ctx.kdb, user.userId, nowSeconds());
    } catch (error) {
      if (error instanceof ApiError) throw error;
      req.log.error(error);
      throw new ApiError(
        CODE_DRIVE_OPEN_ERROR,
        say('The cloud drive could not be opened, try again later'),
        500,
      );
    }
    const data: DriveOpenData = { total_size: DRIVE_TOTAL_SIZE[space.tier] };
    return failure(req, CODE_CLOUD_OK, 'success', data);
  });

  /** The storage SDK's getSpaceList: the user's one space, or none before the drive is opened. */
  app.get('/v1/drive/spaces', async (req) => {
    const user = await requireUser(ctx, req);
    const query = parseInput(driveSpaceListQuerySchema, req.query);
    const drive = await driveStatus(ctx.kdb, user.userId, nowSeconds());
    const all = drive ? [{ space_id: drive.space.id }] : [];
    const start = (query.page - 1) * query.page_size;
    return ok<DriveSpaceListData>(req, {
      list: all.slice(start, start + query.page_size),
      total: all.length,
    });
  });

  /** The storage SDK's getSpaceInfo for the user's space (space_id optional; another user's id is unknown). */
  app.get('/v1/drive/space/info', async (req) => {
    const user = await requireUser(ctx, req);
    const query = parseInput(driveSpaceInfoQuerySchema, req.query);
    const drive = await driveStatus(ctx.kdb, user.userId, nowSeconds());
    if (!drive) throw new ApiError(CODE_PARAMS_ERROR, say('You have not opened a cloud drive yet'), 404);
    if (query.space_id !== undefined && query.space_id !== drive.space.id) {
      throw new ApiError(CODE_PARAMS_ERROR, `You have no space ${query.space_id}`, 404);
    }
    return ok<SpaceInfo>(req, {
      total_size: drive.totalSize,
      used_size: drive.usedSize,
      expired_time: drive.expiredTime,
    });
  });
}
