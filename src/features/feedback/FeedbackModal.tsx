/**
 * Feedback modal: frames the feedback form (560×594 on desktop, nearly full width on phones)
 * with language, theme and the source payload; WS_APP_SUBMIT from the form closes it with a success toast.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react/macro';
import { themeState } from '../../ui/theme';
import {
  FEEDBACK_FRAME_HEIGHT,
  FEEDBACK_FRAME_WIDTH,
  feedbackFormId,
  feedbackFormUrl,
  isFeedbackSubmitMessage,
} from '../../core/feedback';
import { DEFAULT_ENVIRONMENT, FEEDBACK_VERSION, PRODUCT_ID } from '../../core/identity';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toasts';
import { sessionState } from '../session/session-state';
import { closeFeedback } from './feedback-state';
import { feedbackSessionId } from './feedback-session';
import './feedback.css';

export function FeedbackModal() {
  const { t, i18n } = useLingui();
  const { theme } = useSnapshot(themeState);
  const frame = useRef<HTMLIFrameElement>(null);
  // Built once per opening: a theme switch while open does not reload the form the user is typing in.
  const url = useMemo(
    () =>
      feedbackFormUrl(location.origin, {
        fid: feedbackFormId(DEFAULT_ENVIRONMENT),
        // The app's language: the form speaks it, and the feedback is stored with it.
        lang: i18n.locale,
        embed: 1,
        theme: theme === 'dark' ? 'dark' : 'light',
        // No token: the form's post carries the app's token cookie, which names the sender.
        source: {
          uid: sessionState.uid ?? '',
          product_id: PRODUCT_ID,
          device_id: feedbackSessionId(),
          version: FEEDBACK_VERSION,
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      if (!isFeedbackSubmitMessage(event.data)) return;
      closeFeedback();
      showToast(t`Thank you! Your feedback was sent.`, 'success');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [t]);
  return (
    <Modal
      title={t`Feedback`}
      onClose={closeFeedback}
      // The panel's padding (20 px) and border (1 px) on each side around the form's width.
      width={FEEDBACK_FRAME_WIDTH + 2 * (20 + 1)}
      className="feedback-modal"
    >
      <iframe
        ref={frame}
        className="feedback-frame"
        title={t`Feedback form`}
        src={url}
        style={{ height: FEEDBACK_FRAME_HEIGHT }}
      />
    </Modal>
  );
}
