import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** An honest placeholder for a page whose feature has not been built yet: its heading, nothing fake. */
export function PageBeingBuilt({ title }: { title: ReactNode }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="muted">
        <Trans>This page is being built. It will be available in an upcoming release.</Trans>
      </p>
    </section>
  );
}
