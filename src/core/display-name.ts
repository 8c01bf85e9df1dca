/** Profile display name. */

export interface ProfileNameFields {
  nickname?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}

const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '');

/**
 * nickname, then firstname + lastname, then firstname, then lastname, then email. Returns null when none is
 * set, so the UI can show its translated default (`displayName(p) ?? t\`Media.io User\``).
 */
export function displayName(profile: ProfileNameFields | null | undefined): string | null {
  if (!profile) return null;
  const nickname = clean(profile.nickname);
  const first = clean(profile.firstname);
  const last = clean(profile.lastname);
  const email = clean(profile.email);
  if (nickname) return nickname;
  if (first && last) return `${first} ${last}`;
  return first || last || email || null;
}
