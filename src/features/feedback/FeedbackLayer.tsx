import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { feedbackState } from './feedback-state';

// The modal and its form frame load when feedback is first opened.
const FeedbackModal = lazy(() => import('./FeedbackModal').then((m) => ({ default: m.FeedbackModal })));

export function FeedbackLayer() {
  const { open } = useSnapshot(feedbackState);
  return open ? (
    <Suspense fallback={null}>
      <FeedbackModal />
    </Suspense>
  ) : null;
}
