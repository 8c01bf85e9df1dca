import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { ShowcaseMedia } from './ShowcaseMedia';

/**
 * A few real results at the top of home: what text to video, text to image and the background remover made
 * from their examples, each leading to its generator. The first is a clip that plays while it is seen.
 */
export function HeroResults() {
  const { t } = useLingui();
  const results = [
    { path: '/ai/text-to-video', label: t`Text to video` },
    { path: '/ai/text-to-image', label: t`Text to image` },
    { path: '/ai/ai-tools/bg-remover', label: t`Background remover` },
  ];
  return (
    <ul className="hero-results" aria-label={t`Made with this app`}>
      {results.map((r) => (
        <li key={r.path}>
          <Link href={r.path} aria-label={r.label}>
            <ShowcaseMedia path={r.path} label={r.label} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
