import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Film,
  ImagePlay,
  ImageUpscale,
  Images,
  Palette,
  Eraser,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { HOME_PATH } from '../../core/menu';
import { SHARE_ID_PARAM } from '../../sw-contract/share';
import { DelayedSpinner } from '../../ui/DelayedSpinner';
import { goCreate } from '../generator/go-create';
import { openLoginDialog, sessionState } from '../session/session-state';
import { loadShared, type SharedItem } from './shared-file';
import { sharedKind, toolsFor, type ShareTool } from './share-tools';
import './share.css';

const TOOL_ICONS: Partial<Record<ShareTool['module'], LucideIcon>> = {
  image2video: ImagePlay,
  image2image: Images,
  bgRemover: Eraser,
  video2video: Palette,
  imageEnhancer: ImageUpscale,
  videoEnhancer: Sparkles,
};

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; item: SharedItem };

/**
 * The share target's page: what was shared from another app (the service worker kept it), and the tools that take
 * it. Choosing one opens that generator with the file going into its upload field; without an account, sign-in
 * comes first and the choice goes on after it (the file waits in the worker's cache meanwhile).
 */
export function ShareChooser() {
  const { t, i18n } = useLingui();
  const id = new URLSearchParams(useSearch()).get(SHARE_ID_PARAM);
  const [, navigate] = useLocation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [waiting, setWaiting] = useState<ShareTool | null>(null);
  const { token } = useSnapshot(sessionState);

  useEffect(() => {
    if (!id) return setLoaded({ status: 'missing' });
    let live = true;
    loadShared(id)
      .then((item) => live && setLoaded(item ? { status: 'ready', item } : { status: 'missing' }))
      .catch((error) => {
        console.warn('shared file could not be read', error);
        if (live) setLoaded({ status: 'missing' });
      });
    return () => void (live = false);
  }, [id]);

  const item = loaded.status === 'ready' ? loaded.item : null;

  const open = (tool: ShareTool) => {
    if (!item) return;
    if (!sessionState.token) {
      setWaiting(tool);
      return openLoginDialog('share');
    }
    const text = [item.meta.title, item.meta.text].filter(Boolean).join(' ').trim();
    goCreate(navigate, {
      module: tool.route,
      algorithm: tool.algorithm,
      fields: [
        { field: tool.field, val: item.file },
        ...(tool.takesPrompt && text ? [{ field: 'prompt', val: text }] : []),
      ],
      source: 'photo',
    });
  };

  // Signed in after choosing: go on with the choice.
  useEffect(() => {
    if (token && waiting) open(waiting);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the sign-in moves the choice on
  }, [token]);

  if (loaded.status === 'loading') return <DelayedSpinner />;
  if (!item) {
    return (
      <section className="page share-page">
        <h1>
          <Trans>Nothing to use here</Trans>
        </h1>
        <p>
          <Trans>What was shared is no longer here. Share it again from your gallery.</Trans>
        </p>
        <a className="btn" href={HOME_PATH}>
          <Trans>Go to the home page</Trans>
        </a>
      </section>
    );
  }
  const kind = sharedKind(item.file.type);
  const tools = kind ? toolsFor(kind) : [];
  return (
    <section className="page share-page">
      <h1>
        <Trans>What do you want to make with it?</Trans>
      </h1>
      <div className="share-body">
        <figure className="share-preview card">
          {kind === 'video' ? (
            <video src={item.url} muted playsInline controls aria-label={t`The clip you shared`} />
          ) : (
            <img src={item.url} alt={t`The photo you shared`} />
          )}
          <figcaption>{item.file.name}</figcaption>
        </figure>
        <ul className="share-tools" aria-label={t`Tools that take it`}>
          {tools.map((tool) => {
            const Icon = TOOL_ICONS[tool.module] ?? Film;
            return (
              <li key={tool.module}>
                <button type="button" className="share-tool card card-interactive" onClick={() => open(tool)}>
                  <Icon aria-hidden="true" />
                  <span>{i18n._(tool.label)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {waiting && !token && (
        <p className="share-note" role="status">
          <Trans>Sign in to go on: your file stays here until then.</Trans>
        </p>
      )}
    </section>
  );
}
