import { Trans } from '@lingui/react/macro';
import { LibraryTabs } from '../features/libraries/LibraryTabs';

/** The user's generated items and uploads. */
export default function LibrariesPage() {
  return (
    <section className="page">
      <h1>
        <Trans>Libraries</Trans>
      </h1>
      <LibraryTabs />
    </section>
  );
}
