/**
 * Product analytics: the events the page records and how it sends them. The spec names button_click, hook_click
 * (a surface that leads to the store was used), user_login_result_v2 (login_status, with cancel when the dialog
 * closes before a sign-in; login_expose_type, the scene that asked for it) and the purchase; page_view counts the
 * visits the funnel report starts from.
 */

export const TRACK_EVENT_NAMES = [
  'page_view',
  'button_click',
  'hook_click',
  'user_login_result_v2',
  'purchase',
] as const;
export type TrackEventName = (typeof TRACK_EVENT_NAMES)[number];

/** user_login_result_v2's login_status: cancel when the dialog or its popup closes before a sign-in. */
export type LoginStatus = 'success' | 'fail' | 'cancel';

/** POST: one batch of events, sent with navigator.sendBeacon when the page hides, else with fetch. */
export const TRACK_PATH = '/v1/track';
/** GET: the funnel report for an operator (`npm run report`), signed with the installation's token secret. */
export const TRACK_REPORT_PATH = '/v1/track/report';

/** The page sends what it has collected this often, or at once when the batch is full or the page hides. */
export const TRACK_FLUSH_MS = 10_000;
export const TRACK_BATCH_MAX = 20;
/** The most a batch may carry: a page that could not send for a while sends its backlog in a few batches. */
export const TRACK_BATCH_LIMIT = 50;
/** Events kept while sending fails (offline), the spec's analytics queue: past this the oldest go. */
export const TRACK_BACKLOG_MAX = 1000;
/** The most bytes one batch may be: with the rate limit, what one address can add to the disk in a day is bounded. */
export const TRACK_BODY_MAX_BYTES = 16 * 1024;

/** A property value as stored: short text, a number or a flag. */
type TrackValue = string | number | boolean;
export type TrackProps = Record<string, TrackValue>;
export const TRACK_PROP_KEYS_MAX = 12;
export const TRACK_PROP_TEXT_MAX = 100;

/** The days the report covers unless asked otherwise, and the most it covers. */
export const REPORT_DAYS_DEFAULT = 14;
export const REPORT_DAYS_MAX = 366;
/** Stored events older than the longest report, with a day's margin, are deleted (an hourly sweep). */
export const TRACK_RETENTION_DAYS = REPORT_DAYS_MAX + 1;
/** The report lists at most this many kinds of each event, the most frequent first. */
export const REPORT_KINDS_MAX = 20;
