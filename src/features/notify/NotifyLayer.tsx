import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { findRoute, type PageKind } from '../../core/menu';
import { seeResultsNow, watchFinishedTasks } from './finished-watch';
import {
  answerNotificationQuestion,
  registerPeriodicWakeUps,
  shouldAskForNotifications,
} from './notify-permission';
import './notify.css';

/** Pages that show results: what they show counts as seen (the badge drops). */
const RESULT_PAGES: ReadonlySet<PageKind> = new Set<PageKind>([
  'generator',
  'effectCreate',
  'music',
  'libraries',
  'videoEnhancer',
  'imageEnhancer',
  'objectRemover',
  'aiAudio',
]);

/**
 * Being told when a result is ready: after the first Generate of the visit (never on page load) it asks once
 * whether to turn notifications on; it keeps the "✓ Done" tab title and the app badge; and it asks the browser
 * for periodic wake-ups where one is offered. The service worker shows the notifications (sw/notifications.ts).
 */
export function NotifyLayer() {
  const { t } = useLingui();
  const [location] = useLocation();
  const [asking, setAsking] = useState(false);
  const where = useRef(location);
  where.current = location;

  useEffect(() => {
    void registerPeriodicWakeUps();
    return watchFinishedTasks({
      showsResults: () => {
        const page = findRoute(where.current)?.page;
        return page !== undefined && RESULT_PAGES.has(page);
      },
      onStarted: () => {
        if (shouldAskForNotifications()) setAsking(true);
      },
    });
  }, []);

  useEffect(() => {
    const page = findRoute(location)?.page;
    if (page && RESULT_PAGES.has(page)) seeResultsNow();
  }, [location]);

  if (!asking) return null;
  const answer = (turnOn: boolean) => {
    setAsking(false);
    void answerNotificationQuestion(turnOn);
  };
  return (
    <section className="notify-ask card" aria-label={t`Notifications`}>
      <p>
        <BellRing aria-hidden="true" className="notify-ask-icon" />
        <Trans>Get told when your results are ready?</Trans>
      </p>
      <div className="notify-ask-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={() => answer(true)}>
          <Trans>Turn on</Trans>
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => answer(false)}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  );
}
