import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Smartphone } from 'lucide-react';
import type { AppPlatform } from '../../core/app-config';
import { offeredApps } from './app-config';

/** Links to the native apps the application config offers; nothing when it offers none. */
export function AppDownloads() {
  const { t } = useLingui();
  const [apps, setApps] = useState<{ platform: AppPlatform; link: string }[]>([]);
  useEffect(() => {
    let live = true;
    void offeredApps().then((list) => live && setApps(list));
    return () => {
      live = false;
    };
  }, []);
  if (apps.length === 0) return null;
  const names: Record<AppPlatform, string> = { android: t`Android app`, ios: t`iOS app` };
  return (
    <div className="app-downloads" role="group" aria-label={t`Get the app`}>
      <span className="app-downloads-title">
        <Smartphone aria-hidden="true" className="menu-icon" />
        <Trans>Get the app</Trans>
      </span>
      {apps.map(({ platform, link }) => (
        <a key={platform} className="app-download-link" href={link} target="_blank" rel="noopener noreferrer">
          {names[platform]}
        </a>
      ))}
    </div>
  );
}
