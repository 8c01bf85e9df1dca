import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LAZY_SPINNER_DELAY_MS } from '../core/timing';

/** A spinner that appears only if loading lasts longer than 80 ms, so fast loads never flash. */
export function DelayedSpinner() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LAZY_SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="page-spinner" role="progressbar" aria-label={t`Loading`}>
      <div className="spinner" />
    </div>
  );
}
