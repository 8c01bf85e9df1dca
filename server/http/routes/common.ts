/** Site content and experiments (the /v1/common calls). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok, parseInput } from '../envelope';
import { adsIn, marketing, systemConfig } from '../../common/site-content';
import { AD_IMAGES, AD_IMAGE_ROUTE, adImageSvg, type AdImage } from '../../common/ad-images';
import { pageLanguage, requestLanguage } from '../../i18n/translate';
import { CODE_ERROR } from '../../../src/core/business-codes';
import { ApiError } from '../envelope';
import { abTestPlan } from '../../common/ab-test';
import { abTestQuerySchema, type AbTestData } from '../../../src/core/contract/session';
import { adQuerySchema, marketingQuerySchema } from '../../../src/core/contract/common';
import type { EngineListData } from '../../../src/core/contract/engines';
import type { ProductListData } from '../../../src/core/contract/common';
import { productListConfig } from '../../common/product-lists';
import { engineChoices } from '../../engine/remote/remote-media-engine';

export function commonRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/common/system_config', async (req) => ok(req, systemConfig(ctx.config)));

  // The deployment's engines change only with a restart: worked out once.
  const engines: EngineListData = { list: engineChoices(ctx.config.engines) };
  app.get('/v1/common/engines', async (req) => ok(req, engines));

  app.get('/v1/common/ab-test', async (req) => {
    const query = parseInput(abTestQuerySchema, req.query);
    return ok<AbTestData>(req, { plan: abTestPlan(query.test_code, query.user_id, ctx.config.abTestPlans) });
  });

  app.get('/v1/common/ad', async (req, reply) => {
    parseInput(adQuerySchema, req.query);
    // The pictures named depend on the language asked for: a cache keeps one answer per language.
    reply.header('Vary', 'Accept-Language');
    return ok(req, adsIn(requestLanguage(req)));
  });

  app.get<{ Params: { image: string }; Querystring: { lang?: unknown } }>(
    AD_IMAGE_ROUTE,
    async (req, reply) => {
      const image = req.params.image.replace(/\.svg$/, '') as AdImage;
      if (!AD_IMAGES.includes(image)) throw new ApiError(CODE_ERROR, 'No such ad picture', 404);
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(adImageSvg(image, pageLanguage(req, req.query.lang)));
    },
  );

  // The environment and app type change only with a restart: the answer is worked out once.
  const productList: ProductListData = {
    env: ctx.config.productEnv,
    app_type: ctx.config.appType,
    ...productListConfig(ctx.config.productEnv, ctx.config.appType),
  };
  app.get('/v1/common/product-list', async (req) => ok(req, productList));

  app.get('/v1/common/marketing', async (req) => {
    // The client is checked (wap or empty) though both get the same switches (see marketing()).
    parseInput(marketingQuerySchema, req.query);
    return ok(req, marketing());
  });
}
