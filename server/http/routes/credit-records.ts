/** GET /v1/verify/record: the credit transactions list. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok, parseInput } from '../envelope';
import { requireUser } from '../auth-guard';
import { nowSeconds } from '../../../src/core/dates';
import { creditRecordPage } from '../../credits/records';
import { grantDueMembershipCredits } from '../../commerce/membership-credits';
import { creditRecordQuerySchema, type CreditRecordsData } from '../../../src/core/contract/credit-records';

export function creditRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/verify/record', async (req) => {
    const user = await requireUser(ctx, req);
    const query = parseInput(creditRecordQuerySchema, req.query);
    const now = nowSeconds();
    // The list shows this month's premium grant even when user info was not read first.
    await grantDueMembershipCredits(ctx.kdb, now, user.userId);
    return ok<CreditRecordsData>(
      req,
      await creditRecordPage(ctx.kdb, user.userId, query.type, query.page, query.page_size, now),
    );
  });
}
