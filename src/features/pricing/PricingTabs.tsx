/** Credits / Membership tabs of the pricing page and the purchase popups (order differs: phone puts membership first). */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PricingTab } from './store-state';

export function PricingTabs({
  value,
  onChange,
  order,
  children,
}: {
  value: PricingTab;
  onChange: (tab: PricingTab) => void;
  order: readonly PricingTab[];
  children: ReactNode;
}) {
  const { t } = useLingui();
  const labels: Record<PricingTab, string> = { credits: t`Credits`, membership: t`Membership` };
  return (
    <div className="pricing-tabs">
      <div role="tablist" aria-label={t`Pricing`} className="pill-tabs">
        {order.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`pricing-tab-${tab}`}
            aria-selected={value === tab}
            aria-controls="pricing-tabpanel"
            className={`pill${value === tab ? ' active' : ''}`}
            onClick={() => onChange(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="pricing-tabpanel" aria-labelledby={`pricing-tab-${value}`}>
        {children}
      </div>
    </div>
  );
}
