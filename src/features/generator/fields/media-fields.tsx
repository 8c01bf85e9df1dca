import { lazy, Suspense, useState } from 'react';
import type { FieldProps } from './field-props';

// Upload fields bring the upload machinery (checks, crop, drive rules): only pages with such a field load it.
type MediaModule = typeof import('./MediaFieldViews');
let loaded: MediaModule | null = null;
const media = () => import('./MediaFieldViews').then((m) => (loaded = m));
const LazySingle = lazy(() => media().then((m) => ({ default: m.SingleMediaFieldView })));
const LazyMulti = lazy(() => media().then((m) => ({ default: m.MultiImageFieldView })));

/**
 * Loads the upload fields before React adopts a prerendered page that shows one. A field adopted late is drawn
 * anew when the page updates around it first, and a file the user already picked in it would be lost.
 */
export function preloadMediaFields(): Promise<unknown> {
  return media();
}

export function SingleMediaField(props: FieldProps) {
  // Chosen once per field: switching from the lazy wrapper to the loaded one later would remount the field and
  // drop a file being uploaded.
  const [Field] = useState(() => loaded?.SingleMediaFieldView ?? LazySingle);
  return (
    <Suspense fallback={null}>
      <Field {...props} />
    </Suspense>
  );
}

export function MultiImageField(props: FieldProps) {
  const [Field] = useState(() => loaded?.MultiImageFieldView ?? LazyMulti);
  return (
    <Suspense fallback={null}>
      <Field {...props} />
    </Suspense>
  );
}
