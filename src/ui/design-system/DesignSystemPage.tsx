import { Trans } from '@lingui/react/macro';
import { Buttons, Cards, Chips, Inputs, Tabs } from './control-sections';
import { Dialogs, Loading, Toasts } from './feedback-sections';
import { Tokens } from './token-sections';
import '../type-tabs.css';
import '../toasts.css';
import '../confirm.css';
import './design-system.css';

/*
 * The living page of the design system (development only: src/app/pages.tsx routes /ai/design-system to it
 * when import.meta.env.DEV, so a production build has neither the route nor this chunk). Every component in its
 * states, once per theme side by side: the tokens are set on any element with data-theme (styles/tokens.css).
 */

/** One theme's column: every component, drawn with that theme's tokens. */
function ThemeColumn({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <div className="ds-theme" data-theme={theme}>
      <h2 className="ds-theme-title">{theme === 'light' ? <Trans>Light</Trans> : <Trans>Dark</Trans>}</h2>
      <Buttons />
      <Chips />
      <Cards />
      <Tabs />
      <Inputs />
      <Dialogs />
      <Toasts />
      <Loading />
      <Tokens />
    </div>
  );
}

export default function DesignSystemPage() {
  return (
    <div className="page ds-page">
      <h1>
        <Trans>Design system</Trans>
      </h1>
      <p className="muted">
        <Trans>Every component in its states, in both themes. Only in development.</Trans>
      </p>
      <div className="ds-themes">
        <ThemeColumn theme="light" />
        <ThemeColumn theme="dark" />
      </div>
    </div>
  );
}
