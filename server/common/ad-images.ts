/**
 * The 3-days-free ad's pictures (the floating card and the header's short version), drawn in the visitor's language:
 * a picture with words in it is copy like any other. SVG text, so each language costs a few hundred bytes.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../src/core/language';
import { sayIn } from '../i18n/translate';
import { escapeHtml } from '../pages/html';

export const AD_IMAGES = ['card', 'header'] as const;
export type AdImage = (typeof AD_IMAGES)[number];

export const AD_IMAGE_ROUTE = '/v1/common/ad-image/:image';

export function adImagePath(image: AdImage, lang: Language): string {
  const path = AD_IMAGE_ROUTE.replace(':image', `${image}.svg`);
  return lang === DEFAULT_LANGUAGE ? path : `${path}?lang=${lang}`;
}

const FONT = 'font-family="system-ui, sans-serif"';

/** Roughly how wide a line is at a font size: CJK characters are about square, others about half as wide. */
function roughWidth(text: string, size: number): number {
  let ems = 0;
  for (const ch of text)
    ems += /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.55;
  return ems * size;
}

/** A line that would overrun `width` is squeezed to it; a shorter one keeps its own width. */
function fitted(text: string, size: number, width: number): string {
  const squeeze =
    roughWidth(text, size) > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : '';
  return `${squeeze}>${escapeHtml(text)}`;
}

export function adImageSvg(image: AdImage, lang: Language): string {
  // The number sits in the circle; this is what follows it ("3" + "days free").
  const daysFree = sayIn(lang, 'days free');
  const label = escapeHtml(sayIn(lang, '3 days free'));
  if (image === 'header') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64" role="img" aria-label="${label}">
<rect width="200" height="64" rx="32" fill="#ffffff"/>
<circle cx="32" cy="32" r="24" fill="#6d4aff"/>
<text x="32" y="41" ${FONT} font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle">3</text>
<text x="66" y="41" ${FONT} font-size="25" font-weight="700" fill="#1d1b29"${fitted(daysFree, 25, 122)}</text>
</svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96" role="img" aria-label="${label}">
<rect width="320" height="96" rx="16" fill="#ffffff"/>
<circle cx="56" cy="48" r="30" fill="#6d4aff"/>
<text x="56" y="58" ${FONT} font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">3</text>
<text x="102" y="44" ${FONT} font-size="24" font-weight="700" fill="#1d1b29"${fitted(daysFree, 24, 206)}</text>
<text x="102" y="72" ${FONT} font-size="17" fill="#5c5870"${fitted(sayIn(lang, 'Try premium, cancel anytime'), 17, 206)}</text>
</svg>`;
}
