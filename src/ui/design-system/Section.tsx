import type { ReactNode } from 'react';

/** One titled block of the design-system page. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="ds-section">
      <h3 className="ds-section-title">{title}</h3>
      {children}
    </section>
  );
}
