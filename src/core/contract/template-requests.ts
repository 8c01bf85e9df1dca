/**
 * Queries of the template API: the server parses them with these schemas, the page builds them as the inferred
 * types. Apart from templates.ts so that the pages importing its plain values do not load zod.
 */
import { z } from 'zod';
import { IMAGE_TEMPLATE_PAGE_SIZE, TEMPLATE_ALGORITHMS, TEMPLATE_LOAD_MORE_MIN } from '../template-rules';
import { pagingFields } from './paging';
import { RECOMMEND_ACTION_CONF_KEYS, TEMPLATE_PAGE_SIZE_MAX, TEMPLATE_TABS } from './templates';

const algorithmField = z.enum(TEMPLATE_ALGORITHMS, {
  error: `algorithm must be one of ${TEMPLATE_ALGORITHMS.join(', ')}`,
});
const typeField = z.enum(TEMPLATE_TABS, { error: `type must be one of ${TEMPLATE_TABS.join(', ')}` });
const idField = (name: string) =>
  z.coerce
    .number<number>({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`);

/** GET /v1/ai/tpl/categories query. */
export const templateCategoriesQuerySchema = z.object({
  algorithm: algorithmField.optional(),
  type: typeField.optional(),
});
export type TemplateCategoriesQuery = z.input<typeof templateCategoriesQuerySchema>;

/** GET /v1/ai/tpl/list query. A category page holds 20 by default: the modal asks for more only past 20 loaded. */
export const templateListQuerySchema = z.object({
  cid: idField('cid'),
  ...pagingFields(TEMPLATE_LOAD_MORE_MIN, TEMPLATE_PAGE_SIZE_MAX),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

/** GET /v1/recommend/tpl query: action_conf names a flag and action_conf_value its value, so both or neither. */
export const recommendTemplateQuerySchema = z
  .object({
    tag: z
      .string()
      .trim()
      .min(1, 'tag must not be empty')
      .max(40, 'tag must be at most 40 characters')
      .optional(),
    action_conf: z
      .enum(RECOMMEND_ACTION_CONF_KEYS, {
        error: `action_conf must be one of ${RECOMMEND_ACTION_CONF_KEYS.join(', ')}`,
      })
      .optional(),
    action_conf_value: z.enum(['0', '1'], { error: 'action_conf_value must be 0 or 1' }).optional(),
    algorithm: algorithmField.optional(),
  })
  .refine((q) => (q.action_conf === undefined) === (q.action_conf_value === undefined), {
    message: 'action_conf and action_conf_value go together',
  });

/** GET /v1/ai/tpl query: one template by id or by its public short code. */
export const templateQuerySchema = z
  .object({
    tpl_id: idField('tpl_id').optional(),
    num: z
      .string()
      .trim()
      .min(1, 'num must not be empty')
      .max(32, 'num must be at most 32 characters')
      .optional(),
  })
  .refine((q) => q.tpl_id !== undefined || q.num !== undefined, { message: 'give tpl_id or num' });
export type TemplateQuery = z.input<typeof templateQuerySchema>;

/** GET /v1/common/tpl/style/list query: the image templates a style picker pages through. */
export const styleTemplateListQuerySchema = z.object({
  ...pagingFields(IMAGE_TEMPLATE_PAGE_SIZE, TEMPLATE_PAGE_SIZE_MAX),
  algorithm: z
    .enum(['text2image', 'image2image'], { error: 'algorithm must be text2image or image2image' })
    .optional(),
});
