import { lazy, Suspense, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseExploreRequest, type ExploreItem } from '../../core/contract/explore';
import { Modal } from '../../ui/Modal';
import { useIsMobile } from '../../ui/use-media';
import { openLoginDialog, sessionState } from '../session/session-state';
import { useGoCreate } from '../generator/go-create';
import { routeForm } from '../generator/module-fields';
import { settingRows } from './setting-labels';
import { ReportDialog } from './ReportDialog';
import type { PreviewImage } from '../preview/ImagePreview';

const ImagePreview = lazy(() => import('../preview/ImagePreview').then((m) => ({ default: m.ImagePreview })));

interface Props {
  item: ExploreItem;
  /** Images the full-screen preview steps through (the tab's loaded images). */
  group?: readonly ExploreItem[];
  onClose: () => void;
}

/** An explore item's detail: the media, the generator settings from request.fields, 'Go Create' and report. */
export function ExploreDetail({ item, group, onClose }: Props) {
  const { t, i18n } = useLingui();
  const isMobile = useIsMobile();
  const session = useSnapshot(sessionState);
  const goCreate = useGoCreate();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const fields = useMemo(() => parseExploreRequest(item.request), [item.request]);
  const rows = settingRows(fields, i18n, routeForm(item.module)?.fields);
  const images: PreviewImage[] = useMemo(() => {
    const list = (group ?? [item]).filter((g) => g.type === 'image');
    return (list.length ? list : [item]).map((g) => ({ src: g.thumbnail, alt: g.title }));
  }, [group, item]);

  const create = () =>
    goCreate({
      module: item.module,
      algorithm: item.algorithm,
      fields,
      source: 'explore',
      exploreId: item.id,
    });
  const report = () => (session.token ? setReporting(true) : openLoginDialog('explore_report'));

  return (
    <Modal
      title={item.title}
      onClose={onClose}
      width={920}
      variant={isMobile ? 'sheet' : 'center'}
      className="explore-detail"
    >
      <div className="explore-detail-body">
        <div className="explore-detail-media">
          {item.type === 'video' && item.preview ? (
            <video src={item.preview} poster={item.thumbnail} autoPlay muted loop playsInline controls />
          ) : (
            <button
              type="button"
              className="explore-detail-image"
              aria-label={t`View full size`}
              onClick={() => setPreviewOpen(true)}
            >
              <img src={item.thumbnail} alt={item.title} />
            </button>
          )}
        </div>
        <div className="explore-detail-side">
          <h3 className="muted explore-detail-sub">
            <Trans>Settings</Trans>
          </h3>
          <dl className="settings-list">
            {rows.map((row) => (
              <div key={row.field} className={`setting-row setting-${row.field}`}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <div className="explore-detail-actions">
            <button type="button" className="btn btn-primary" onClick={create}>
              <Trans>Go Create</Trans>
            </button>
            <button type="button" className="btn btn-ghost" onClick={report}>
              <Trans>Report</Trans>
            </button>
          </div>
        </div>
      </div>
      {previewOpen && (
        <Suspense fallback={null}>
          <ImagePreview
            images={images}
            startIndex={Math.max(
              0,
              images.findIndex((i) => i.src === item.thumbnail),
            )}
            onClose={() => setPreviewOpen(false)}
          />
        </Suspense>
      )}
      {reporting && <ReportDialog exploreId={item.id} onClose={() => setReporting(false)} />}
    </Modal>
  );
}
