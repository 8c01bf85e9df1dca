/** The account center: edit nickname, first and last name (POST /v1/user with the profile fields). */
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../session/api-client';
import { isApiFailure } from '../../api/errors';
import { PROFILE_NAME_MAX, type ProfileUpdate, type UserInfoData } from '../../core/contract/session';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toasts';
import { sessionState } from '../session/session-state';

export function EditProfileModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const user = sessionState.user;
  const [fields, setFields] = useState({
    nickname: user?.nickname ?? '',
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const body: ProfileUpdate = fields;
      sessionState.user = await api.post<UserInfoData>('/v1/user', body);
      showToast(t`Profile saved`, 'success');
      onClose();
    } catch (err) {
      setError(isApiFailure(err) ? err.msg : t`Could not save, please try again.`);
    } finally {
      setSaving(false);
    }
  };
  const field = (key: keyof typeof fields, label: string) => (
    <label className="form-field">
      <span>{label}</span>
      <input
        value={fields[key]}
        maxLength={PROFILE_NAME_MAX}
        onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <Modal title={t`Account center`} onClose={onClose} width={420}>
      <form onSubmit={(e) => void submit(e)} className="profile-form">
        {field('nickname', t`Nickname`)}
        {field('firstname', t`First name`)}
        {field('lastname', t`Last name`)}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            <Trans>Save</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
