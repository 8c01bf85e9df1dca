import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonRegion, SkeletonText } from '../../ui/Skeleton';

/** Three placeholder cards while the first list arrives. */
export function LibrarySkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonRegion label={t`Loading your library`}>
      <ul className="library-grid">
        {[0, 1, 2].map((i) => (
          <li key={i} className="library-item card">
            <Skeleton className="library-media-skeleton" />
            <div className="library-body">
              <Skeleton shape="pill" width={56} height={20} />
              <SkeletonText lines={2} />
              <div className="library-actions">
                <Skeleton shape="pill" width={104} height="var(--control-h)" />
                <Skeleton shape="circle" width="var(--control-h)" height="var(--control-h)" />
                <Skeleton shape="circle" width="var(--control-h)" height="var(--control-h)" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}
