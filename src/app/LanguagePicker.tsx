import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { addressForLanguage } from '../core/language-address';
import {
  asLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Language,
} from '../core/language';
import { activateLanguage } from './i18n';
import { sessionState } from '../features/session/session-state';
import { shareSessionWithWorker } from '../features/session/worker-session';

/**
 * The user's pick: stored (it decides the next visits), then shown. An address that names a language would
 * outrank the stored one, so it is rewritten (a new page load); otherwise the catalog switches in place.
 */
async function pickLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be blocked: the choice holds for this page only
  }
  const address = addressForLanguage(location, lang);
  if (address !== null) location.assign(address);
  else {
    await activateLanguage(lang);
    // The service worker asks the server in the language it was handed with the login: hand the new one over.
    const { token, uid } = sessionState;
    if (token && uid) void shareSessionWithWorker({ token, uid });
  }
}

/** Each language named in itself ("Deutsch", "日本語"), so a reader finds theirs whatever the page shows. */
function nativeName(lang: Language): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** The language picker: the choice is stored, and outranks the browser's language from then on. */
export default function LanguagePicker() {
  const { i18n, t } = useLingui();
  const id = useId();
  const current = asLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
  return (
    <div className="language-picker">
      <Languages aria-hidden="true" className="menu-icon" />
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const lang = asLanguage(e.target.value);
          if (lang) void pickLanguage(lang);
        }}
      >
        {SUPPORTED_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {nativeName(lang)}
          </option>
        ))}
      </select>
    </div>
  );
}
