/** Codes of the /v1/common contract that pages read at start-up (kept free of zod). */

export const SYSTEM_CONFIG_APP = 'app';
/**
 * system_config code of the running promotion (it shows until a deadline, at most once per interval per user;
 * neither value is given, so the server says them). Its value is JSON of PromotionConfig; no item means no
 * promotion.
 */
export const SYSTEM_CONFIG_PROMOTION = 'promotion';
