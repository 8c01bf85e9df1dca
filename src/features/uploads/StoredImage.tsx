import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { loadImage } from './load-image';

/**
 * A stored upload's picture from the server (a form brought back from a draft or "Use these settings"). Image
 * loading is retried up to 3 times before it fails, so a flaky network does not leave a broken picture; after
 * that a short note says the file is still there.
 */
export function StoredImage({ url, name }: { url: string; name: string }) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    setState('loading');
    loadImage(url).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (state === 'failed') {
    return (
      <p className="muted upload-hint" role="status">
        <Trans>The picture could not be shown. The file is still uploaded.</Trans>
      </p>
    );
  }
  // Shown once loaded: the browser then draws it from its cache.
  return state === 'ready' ? <img className="upload-preview" src={url} alt={name} /> : null;
}
