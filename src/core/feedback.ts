/** The embedded feedback form: its ids, submit message, frame size and source payload. */
import type { Environment } from './identity';
import type { FeedbackFormQuery } from './contract/feedback';
import { toSearchParams } from './contract/search-params';

/** Feedback form ids: 335 production, 1088 test. */
export const FEEDBACK_FORM_ID_PRODUCTION = 335;
export const FEEDBACK_FORM_ID_TEST = 1088;
export const FEEDBACK_FORM_IDS: readonly number[] = [FEEDBACK_FORM_ID_PRODUCTION, FEEDBACK_FORM_ID_TEST];

/** The test environment uses the test form; live, gray and production (real users) the production form. */
export function feedbackFormId(env: Environment): number {
  return env === 'test' ? FEEDBACK_FORM_ID_TEST : FEEDBACK_FORM_ID_PRODUCTION;
}

/** Posted by the form to its parent after a submit: the modal closes and shows a success toast. */
export const FEEDBACK_SUBMIT_ACTION = 'WS_APP_SUBMIT';
export interface FeedbackSubmitMessage {
  action: typeof FEEDBACK_SUBMIT_ACTION;
}

export function isFeedbackSubmitMessage(data: unknown): data is FeedbackSubmitMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { action?: unknown }).action === FEEDBACK_SUBMIT_ACTION
  );
}

/** Frame size on desktop. */
export const FEEDBACK_FRAME_WIDTH = 560;
export const FEEDBACK_FRAME_HEIGHT = 594;

/** The form's path on this server (the spec's external feedback host). */
export const FEEDBACK_FORM_PATH = '/feedback/form';
export const FEEDBACK_SUBMIT_PATH = '/feedback/submit';

/** Feedback text bounds: the spec does not say; 1 to 2000 characters after trimming. */
export const FEEDBACK_TEXT_MAX = 2000;

/** The `source` query value: the user's uid, product, device (uuid or feedback session id) and version. */
export type FeedbackSource = FeedbackFormQuery['source'];

export const FEEDBACK_THEMES = ['light', 'dark'] as const;
export type FeedbackTheme = (typeof FEEDBACK_THEMES)[number];

/** The form URL the modal frames: `source` travels as JSON. */
export function feedbackFormUrl(origin: string, query: FeedbackFormQuery): string {
  const params = toSearchParams({
    fid: query.fid,
    lang: query.lang,
    embed: query.embed,
    theme: query.theme,
    source: JSON.stringify(query.source),
  });
  return `${origin}${FEEDBACK_FORM_PATH}?${params}`;
}
