/** Identity constants. */
export const PRODUCT_ID = 5903;
export const APP_SOURCE = 38;
export const APP_NAME = 'ai-video-generator';
export const APP_VERSION = '2.0.60';
/** Version sent in the feedback source payload. */
export const FEEDBACK_VERSION = '2.0.0';
/** Product namespace for locally stored keys. */
export const STORAGE_NAMESPACE = `mi-${PRODUCT_ID}`;

const ENVIRONMENTS = ['production', 'live', 'test', 'gray'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: Environment = 'production';

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/** X-Client-Type values. */
export const CLIENT_TYPE_MOBILE = 8;
export const CLIENT_TYPE_DESKTOP = 7;
