import { useState } from 'react';
import { useLocation } from 'wouter';
import { leadsHome } from '../../core/menu';
import { GoBackModal } from '../../ui/GoBackModal';
import { useLeaveIntercept } from './use-leave-intercept';

/**
 * The go-back modal on a generator page that holds work its draft does not keep (the object remover's painted
 * mask): a link home (the logo, the menu's Home) asks first. A running generation has the leave confirmation
 * instead, so the page passes `active` only while nothing runs.
 */
export function HomeLeaveGuard({ active }: { active: boolean }) {
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  useLeaveIntercept(active, (url) => leadsHome(url.pathname), setTarget);

  if (!target) return null;
  return (
    <GoBackModal
      // The href already holds the router base (a language prefix): '~' makes wouter take it as it is.
      onGoBack={() => navigate(`~${target}`)}
      onClose={() => setTarget(null)}
    />
  );
}
