/** The tracking contract: a batch of events the page posts (POST /v1/track) and the funnel report an operator reads. */
import { z } from 'zod';
import {
  REPORT_DAYS_DEFAULT,
  REPORT_DAYS_MAX,
  TRACK_BATCH_LIMIT,
  TRACK_EVENT_NAMES,
  TRACK_PROP_KEYS_MAX,
  TRACK_PROP_TEXT_MAX,
} from '../tracking';

const trackEventSchema = z.object({
  name: z.enum(TRACK_EVENT_NAMES, { error: `name must be one of ${TRACK_EVENT_NAMES.join(', ')}` }),
  /** When it happened on the device (epoch ms): the device's clock, kept beside the time it arrived. */
  at: z.number().int().nonnegative(),
  /** The app path it happened on. */
  page: z.string().max(300),
  props: z
    .record(
      z.string().max(40),
      z.union([z.string().max(TRACK_PROP_TEXT_MAX), z.number().finite(), z.boolean()]),
    )
    .refine((props) => Object.keys(props).length <= TRACK_PROP_KEYS_MAX, {
      message: `props may have at most ${TRACK_PROP_KEYS_MAX} keys`,
    })
    .default({}),
});
export type TrackEvent = z.input<typeof trackEventSchema>;

export const trackBatchSchema = z.object({
  /** The device uuid (the X-Client-Sn cookie's value): visits are counted by device. */
  device: z.string().min(1).max(64),
  events: z
    .array(trackEventSchema)
    .min(1, 'events must not be empty')
    .max(TRACK_BATCH_LIMIT, `a batch carries at most ${TRACK_BATCH_LIMIT} events`),
});
export type TrackBatch = z.input<typeof trackBatchSchema>;

export const trackReportQuerySchema = z.object({
  days: z.coerce
    .number<number>({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(REPORT_DAYS_MAX, `days must be at most ${REPORT_DAYS_MAX}`)
    .default(REPORT_DAYS_DEFAULT),
});

/** One day of the funnel (UTC days): devices that visited, accounts made, first generations, paid checkouts. */
export interface FunnelDay {
  day: string;
  visits: number;
  sign_ups: number;
  first_generations: number;
  purchases: number;
}

export interface TrackReport {
  from: string;
  to: string;
  days: FunnelDay[];
  /** The whole period: visits are the devices seen in it (a device back on three days is one visitor). */
  totals: Omit<FunnelDay, 'day'>;
  /** Event counts in the period by name and the property that tells them apart (button_name, hook, login_status). */
  events: Array<{ name: string; kind: string; count: number }>;
}
