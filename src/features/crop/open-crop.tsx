import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { CropModal } from './CropModal';
import type { CropInput, CropResult } from './crop-types';

/**
 * Opens the crop modal for a file or URL and resolves with the crop, or null when cancelled or closed; a crop
 * error (logged in the modal) closes it and rejects. The modal
 * mounts in its own root, so any code (an upload handler, a hook) can call this without owning a component.
 */
export async function openCrop(input: CropInput): Promise<CropResult | null> {
  const source = input.file ?? (input.url ? await (await fetch(input.url)).blob() : undefined);
  if (!source) throw new Error('openCrop needs a file or a url');
  const host = document.createElement('div');
  host.className = 'crop-host';
  document.body.append(host);
  const root = createRoot(host);
  return new Promise<CropResult | null>((resolve, reject) => {
    const close = () => {
      root.unmount();
      host.remove();
    };
    const done = (result: CropResult | null) => {
      close();
      resolve(result);
    };
    const fail = (err: unknown) => {
      close();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    root.render(
      <I18nProvider i18n={i18n}>
        <CropModal input={input} source={source} onDone={done} onError={fail} />
      </I18nProvider>,
    );
  });
}
