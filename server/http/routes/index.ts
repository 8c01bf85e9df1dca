import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { exploreRoutes } from './explore';
import { healthRoutes } from './health';
import { sessionRoutes } from './session';
import { commonRoutes } from './common';
import { accountsPages } from '../../pages/accounts/routes';
import { sampleRoutes } from './samples';
import { promptToolRoutes } from './prompt-tools';
import { seedMediaRoutes } from './seed-media';
import { templateRoutes } from './templates';
import { taskRoutes } from './tasks';
import { taskListRoutes } from './task-list';
import { taskEventRoutes } from './task-events';
import { fileRoutes } from './files';
import { uploadRoutes } from './uploads';
import { tusUploadRoutes } from './tus-uploads';
import { uploadsInFlight } from '../../uploads/uploads-in-flight';
import { uploadListRoutes } from './upload-list';
import { startUnusedUploadCleanup } from '../../uploads/unused-uploads';
// commerce, credit records, drive, store and feedback pages
import { commerceRoutes } from './commerce';
import { creditRecordRoutes } from './credit-records';
import { driveRoutes } from './drive';
import { storePages } from '../../pages/store/routes';
import { feedbackPages } from '../../pages/feedback/routes';
import { trackRoutes } from './track';

/** Every route module, one per spec area. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  healthRoutes(app, ctx);
  sessionRoutes(app, ctx);
  commonRoutes(app, ctx);
  accountsPages(app, ctx);
  exploreRoutes(app, ctx);
  templateRoutes(app, ctx);
  sampleRoutes(app, ctx);
  promptToolRoutes(app, ctx);
  seedMediaRoutes(app, ctx);
  taskRoutes(app, ctx);
  taskListRoutes(app, ctx);
  taskEventRoutes(app, ctx);
  fileRoutes(app, ctx);
  // Form and resumable uploads share one account's slots.
  const inFlight = uploadsInFlight(ctx.kdb);
  uploadRoutes(app, ctx, inFlight);
  tusUploadRoutes(app, ctx, inFlight);
  uploadListRoutes(app, ctx);
  startUnusedUploadCleanup(ctx);
  // commerce, credit records, drive, store and feedback pages
  commerceRoutes(app, ctx);
  creditRecordRoutes(app, ctx);
  driveRoutes(app, ctx);
  storePages(app, ctx);
  feedbackPages(app, ctx);
  trackRoutes(app, ctx);
}
