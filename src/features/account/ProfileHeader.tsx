/** Profile header: avatar, display name (nickname first, else 'Media.io User'), email, account center. */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { displayName } from '../../core/display-name';
import { sessionState } from '../session/session-state';
import { EditProfileModal } from './EditProfileModal';

export function ProfileHeader() {
  const { t } = useLingui();
  const { user } = useSnapshot(sessionState);
  const [editing, setEditing] = useState(false);
  const name = displayName(user) ?? t`Media.io User`;
  return (
    <div className="profile-header">
      <span className="profile-avatar" aria-hidden="true">
        {user?.avatar ? <img src={user.avatar} alt="" /> : name.slice(0, 1).toUpperCase()}
      </span>
      <div className="profile-text">
        <strong className="profile-name">{name}</strong>
        {user?.email && <span className="muted profile-email">{user.email}</span>}
        <button type="button" className="btn-link" onClick={() => setEditing(true)}>
          <Trans>Account center</Trans>
        </button>
      </div>
      {editing && <EditProfileModal onClose={() => setEditing(false)} />}
    </div>
  );
}
