import { Trans } from '@lingui/react/macro';

export function App() {
  return (
    <main>
      <h1>
        <Trans>AI Video Generator</Trans>
      </h1>
    </main>
  );
}
