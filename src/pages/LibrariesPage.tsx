import { Trans } from '@lingui/react/macro';
import { LibraryList } from '../features/libraries/LibraryList';

/** The user's generated items (spec core §2 libraries). */
export default function LibrariesPage() {
  return (
    <section className="page">
      <h1>
        <Trans>Libraries</Trans>
      </h1>
      <LibraryList />
    </section>
  );
}
