import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n, initialLanguage } from './app/i18n';
import { initTheme } from './app/theme';
import { App } from './app/App';
import { installAssetRecovery } from './app/asset-recovery';
import { tasksClient } from './features/tasks/sw-link';
import './styles/base.css';

installAssetRecovery();
initTheme();
tasksClient();
await activateLanguage(initialLanguage());
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>,
);
