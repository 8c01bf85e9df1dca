import type { Paginated } from './envelope';

/** Explore tabs, each with its own list. */
export const EXPLORE_TYPES = ['video', 'image'] as const;
export type ExploreType = (typeof EXPLORE_TYPES)[number];

/** Largest page the server hands out (server choice; the spec is silent). Default size: EXPLORE_PAGE_SIZE (explore-rules). */
export const EXPLORE_PAGE_SIZE_MAX = 50;

/** Facts about the thumbnail file itself; size is in bytes (0 while the seed media is still being made). */
interface ThumbnailLink {
  width: number;
  height: number;
  size: number;
  format: string;
}

/** One entry of a generation request: the generator form's field name and its value. */
export interface RequestField {
  field: string;
  val: unknown;
}

/** A sample generation on the explore page. */
export interface ExploreItem {
  id: number;
  type: ExploreType;
  /** JSON text `{"width":…,"height":…}`; may be unparsable — read it with thumbnailSizeFromExtra (explore-rules). */
  extra: string;
  algorithm: string;
  /** Generator module (route name) the item was made with, e.g. text-to-video. */
  module: string;
  /** JSON text `{"fields":[{field,val}]}`; read it with parseExploreRequest. */
  request: string;
  /** Image URL (same origin). */
  thumbnail: string;
  thumbnail_link: ThumbnailLink;
  /** 1: the request can be applied to the generator as is ("Go Create" needs no details view). */
  is_direct: 0 | 1;
  /** Short MP4 preview URL for video items; empty for images. */
  preview: string;
  title: string;
  prompt: string;
  /** Server seconds. */
  created_at: number;
}

export type ExploreListData = Paginated<ExploreItem>;

/** Why a user reports an explore item; the UI turns each id into copy. */
export const EXPLORE_REPORT_REASONS = [
  'sexual',
  'violence',
  'hate',
  'harassment',
  'spam',
  'copyright',
  'misleading',
  'other',
] as const;
export type ExploreReportReason = (typeof EXPLORE_REPORT_REASONS)[number];
/** Longest free-text note on a report (server choice). Required when the reason is 'other'. */
export const EXPLORE_REPORT_OTHER_MAX = 500;

export interface ExploreReportData {
  explore_id: number;
  reason: ExploreReportReason;
  /** Server seconds. */
  reported_at: number;
}

/** Reads `request` into its field list; unreadable text gives an empty list. */
export function parseExploreRequest(request: string | null | undefined): RequestField[] {
  if (!request) return [];
  try {
    const parsed = JSON.parse(request) as { fields?: unknown } | null;
    if (!parsed || !Array.isArray(parsed.fields)) return [];
    return parsed.fields.filter(
      (f): f is RequestField => typeof f === 'object' && f !== null && typeof f.field === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The element of the explore page's HTML holding the first page of video items (JSON of ExploreListData): the
 * page shows them without waiting for the API after its code loads.
 */
export const EXPLORE_FIRST_PAGE_ELEMENT = 'explore-first-page';
