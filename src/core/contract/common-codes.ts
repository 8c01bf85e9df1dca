/** Codes of the /v1/common contract that pages read at start-up (kept free of zod). */

export const SYSTEM_CONFIG_APP = 'app';
/**
 * system_config code of the running promotion (it shows until a deadline, at most once per interval per user;
 * neither value is given, so the server says them). Its value is JSON of PromotionConfig; no item means no
 * promotion.
 */
export const SYSTEM_CONFIG_PROMOTION = 'promotion';
/**
 * system_config code of the sites that may frame the app (HOST_FRAME_ORIGINS): its value is JSON of
 * HostFrameConfig. No item means no site: a framed page then neither takes nor sends host-frame messages.
 */
export const SYSTEM_CONFIG_HOST_FRAME = 'host_frame';
/**
 * system_config code of the application type (APP_TYPE): its value is the type itself (video or image), which
 * picks the logo variant. No item means the default app (video).
 */
export const SYSTEM_CONFIG_APP_TYPE = 'app_type';
