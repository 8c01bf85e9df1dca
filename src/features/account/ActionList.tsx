/** The account panel's actions: Discord, Feedback, Terms of Service, Privacy Policy, Log out. */
import { Trans } from '@lingui/react/macro';
import { DISCORD_URL, PRIVACY_URL, TERMS_URL } from './account-links';

export function ActionList({ onFeedback, onLogout }: { onFeedback?: () => void; onLogout?: () => void }) {
  return (
    <ul className="account-actions">
      <li>
        <a href={DISCORD_URL} target="_blank" rel="noopener noreferrer">
          <Trans>Discord</Trans>
        </a>
      </li>
      <li>
        <button type="button" disabled={!onFeedback} onClick={onFeedback}>
          <Trans>Feedback</Trans>
        </button>
      </li>
      <li>
        <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
          <Trans>Terms of Service</Trans>
        </a>
      </li>
      <li>
        <a href={PRIVACY_URL} target="_blank" rel="noopener noreferrer">
          <Trans>Privacy Policy</Trans>
        </a>
      </li>
      <li>
        <button type="button" disabled={!onLogout} onClick={onLogout}>
          <Trans>Log out</Trans>
        </button>
      </li>
    </ul>
  );
}
