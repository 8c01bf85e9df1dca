/**
 * Which trial or promotion surface may show: at most one at a time. Each surface says whether it wants to show
 * (its own rules: experiment arm, country, plan, closed flags); this rule picks one of those by rank: the timed
 * promotion first (it has a deadline), then the free-trial card, the floating ad, and the header ad last. On
 * phones the promotion modal, which would cover the whole page, waits while the page holds the user's work (a
 * generator form or result); the card and the floating ad sit in the page's flow there, so they cover nothing.
 */
import type { PageKind } from './menu';

export type OfferSurface = 'promotion' | 'freeTrial' | 'floatingAd' | 'headerAd';

const RANK: readonly OfferSurface[] = ['promotion', 'freeTrial', 'floatingAd', 'headerAd'];

export interface OfferContext {
  isPhone: boolean;
  /** The page shows a generator form or a result. */
  workOnScreen: boolean;
}

export function chooseOfferSurface(
  wanting: Partial<Record<OfferSurface, boolean>>,
  context: OfferContext,
): OfferSurface | null {
  for (const surface of RANK) {
    if (!wanting[surface]) continue;
    if (surface === 'promotion' && context.isPhone && context.workOnScreen) continue;
    return surface;
  }
  return null;
}

/** Pages that hold the user's work: a generator or tool form and its result, or the libraries of results. */
const WORK_PAGES: ReadonlySet<PageKind> = new Set<PageKind>([
  'generator',
  'music',
  'effectCreate',
  'videoEnhancer',
  'imageEnhancer',
  'objectRemover',
  'aiAudio',
  'libraries',
]);

export function isWorkPage(page: PageKind | undefined): boolean {
  return page !== undefined && WORK_PAGES.has(page);
}
