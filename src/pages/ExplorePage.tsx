import { Trans } from '@lingui/react/macro';
import { ExploreBrowser } from '../features/explore/ExploreBrowser';

/** /ai/explore: sample generations to browse and start from. */
export default function ExplorePage() {
  return (
    <div className="page explore-page">
      <h1>
        <Trans>Explore</Trans>
      </h1>
      <ExploreBrowser />
    </div>
  );
}
