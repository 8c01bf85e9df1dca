import type { AppContext } from '../context';
import { explorePage } from '../explore/explore-items';
import { EXPLORE_PAGE_SIZE } from '../../src/core/explore-rules';
import { EXPLORE_FIRST_PAGE_ELEMENT } from '../../src/core/contract/explore';

/** Explore thumbnails on a phone's first screen, fetched with the page rather than after its code. */
const FIRST_SCREEN_THUMBNAILS = 4;

/** What the server adds to a prerendered page at request time: data the build could not know. */
export interface PageExtras {
  head: string;
  body: string;
}

/** JSON safe inside <script>: no `</script>` or comment openers can end the element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Explore's first page of videos in the page itself, its first thumbnails preloaded: the grid (and the largest
 * picture of the first screen) appears as soon as the page's code runs, without another round trip.
 */
async function exploreExtras(ctx: AppContext): Promise<PageExtras> {
  const first = await explorePage(ctx, 1, EXPLORE_PAGE_SIZE, 'video');
  const head = first.list
    .slice(0, FIRST_SCREEN_THUMBNAILS)
    .map(
      (item) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(item.thumbnail)}">`,
    )
    .join('\n    ');
  const body = `<script type="application/json" id="${EXPLORE_FIRST_PAGE_ELEMENT}">${scriptJson(first)}</script>`;
  return { head, body };
}

/** The extras of an app route's page, if it has any. */
export async function pageExtrasFor(ctx: AppContext, route: string): Promise<PageExtras | undefined> {
  return route === 'explore' ? exploreExtras(ctx) : undefined;
}

/** The page with its extras in place. */
export function withExtras(html: string, extras: PageExtras): string {
  return html
    .replace('</head>', `  ${extras.head}\n  </head>`)
    .replace('</body>', `  ${extras.body}\n  </body>`);
}
