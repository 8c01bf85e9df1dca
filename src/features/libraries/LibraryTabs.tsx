import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { sessionState } from '../session/session-state';
import { LibraryList } from './LibraryList';
import { UploadsList } from './UploadsList';
import '../../ui/type-tabs.css';

const TAB_PARAM = 'tab';
const UPLOADS = 'uploads';

/** The library's two lists: what the user made, and what they uploaded. The tab is in the URL. */
export function LibraryTabs() {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const [params, setParams] = useSearchParams();
  const uploads = params.get(TAB_PARAM) === UPLOADS;
  const choose = (next: boolean) => setParams(next ? { [TAB_PARAM]: UPLOADS } : {}, { replace: false });
  if (!token) return <LibraryList />;
  return (
    <>
      <div className="type-tabs library-tabs" role="tablist" aria-label={t`Library`}>
        <button
          type="button"
          role="tab"
          className={`type-tab ${uploads ? '' : 'active'}`}
          aria-selected={!uploads}
          onClick={() => choose(false)}
        >
          <Trans>Creations</Trans>
        </button>
        <button
          type="button"
          role="tab"
          className={`type-tab ${uploads ? 'active' : ''}`}
          aria-selected={uploads}
          onClick={() => choose(true)}
        >
          <Trans>Uploads</Trans>
        </button>
      </div>
      <div role="tabpanel">{uploads ? <UploadsList /> : <LibraryList />}</div>
    </>
  );
}
