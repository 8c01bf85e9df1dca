import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PhotoStarter } from '../features/photo-start/PhotoStarter';
import { NearViewport } from '../ui/NearViewport';
import './home.css';

interface Entry {
  path: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  tone: string;
}

const GENERATORS: Entry[] = [
  {
    path: '/ai/image-to-video',
    title: msg`Image to video`,
    text: msg`Bring a photo to life`,
    tone: 'violet',
  },
  {
    path: '/ai/text-to-video',
    title: msg`Text to video`,
    text: msg`Describe a scene, get a clip`,
    tone: 'pink',
  },
  {
    path: '/ai/video-to-anime',
    title: msg`Video to anime`,
    text: msg`Restyle a clip as anime`,
    tone: 'amber',
  },
  { path: '/ai/text-to-image', title: msg`Text to image`, text: msg`Pictures from your words`, tone: 'teal' },
  { path: '/ai/image-to-image', title: msg`Image to image`, text: msg`Reimagine an image`, tone: 'blue' },
  {
    path: '/ai/text-to-music',
    title: msg`Text to music`,
    text: msg`A soundtrack from a prompt`,
    tone: 'green',
  },
  { path: '/ai/effect', title: msg`AI effects`, text: msg`One-tap templates`, tone: 'rose' },
];

const TOOLS: Entry[] = [
  {
    path: '/ai/ai-tools/video-enhancer',
    title: msg`Video enhancer`,
    text: msg`Sharper, smoother video`,
    tone: 'violet',
  },
  {
    path: '/ai/ai-tools/image-enhancer',
    title: msg`Image enhancer`,
    text: msg`Upscale and sharpen`,
    tone: 'teal',
  },
  {
    path: '/ai/ai-tools/bg-remover',
    title: msg`Background remover`,
    text: msg`Cut out the subject`,
    tone: 'blue',
  },
  {
    path: '/ai/ai-tools/object-remover',
    title: msg`Object remover`,
    text: msg`Erase what you brush`,
    tone: 'amber',
  },
  { path: '/ai/ai-tools/audio', title: msg`AI audio`, text: msg`Clean up and create sound`, tone: 'green' },
];

// Below the first screen and fed by an API call: it loads as the visitor scrolls towards it.
const RecentExplore = lazy(() =>
  import('../features/explore/RecentExplore').then((m) => ({ default: m.RecentExplore })),
);
const TemplateListModal = lazy(() =>
  import('../features/templates/TemplateListModal').then((m) => ({ default: m.TemplateListModal })),
);

// What each card makes, shown by the product's own results; its code and media come after the first paint, in
// a box that holds the media's place from the start.
const ShowcaseMedia = lazy(() =>
  import('../features/showcase/ShowcaseMedia').then((m) => ({ default: m.ShowcaseMedia })),
);

const HeroResults = lazy(() =>
  import('../features/showcase/HeroResults').then((m) => ({ default: m.HeroResults })),
);

function EntryCard({ entry }: { entry: Entry }) {
  const { i18n } = useLingui();
  const title = i18n._(entry.title);
  return (
    <li>
      <Link href={entry.path} className={`card entry-card tone-${entry.tone}`}>
        <Suspense fallback={<div className="showcase-media" />}>
          <ShowcaseMedia path={entry.path} label={title} />
        </Suspense>
        <strong>{title}</strong>
        <span className="muted">{i18n._(entry.text)}</span>
      </Link>
    </li>
  );
}

export default function HomePage() {
  const [templatesOpen, setTemplatesOpen] = useState(false);
  return (
    <div className="page home">
      <section className="hero">
        <div className="hero-text">
          <h1>
            <Trans>Create video, images and music with AI</Trans>
          </h1>
          <p className="muted">
            <Trans>
              Turn text, photos, clips and sound into something new. Your results stay safe, even offline.
            </Trans>
          </p>
          <div className="hero-actions">
            <Link href="/ai/image-to-video" className="btn btn-primary">
              <Trans>Start creating</Trans>
            </Link>
            <Link href="/ai/explore" className="btn">
              <Trans>Explore examples</Trans>
            </Link>
            <button type="button" className="btn" onClick={() => setTemplatesOpen(true)}>
              <Trans>Browse templates</Trans>
            </button>
          </div>
          <PhotoStarter />
        </div>
        <Suspense fallback={<div className="hero-results" />}>
          <HeroResults />
        </Suspense>
      </section>
      <section aria-labelledby="home-generators">
        <h2 id="home-generators">
          <Trans>Generators</Trans>
        </h2>
        <ul className="card-grid">
          {GENERATORS.map((e) => (
            <EntryCard key={e.path} entry={e} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-tools">
        <h2 id="home-tools">
          <Trans>AI tools</Trans>
        </h2>
        <ul className="card-grid">
          {TOOLS.map((e) => (
            <EntryCard key={e.path} entry={e} />
          ))}
        </ul>
      </section>
      <NearViewport>
        <Suspense fallback={null}>
          <RecentExplore />
        </Suspense>
      </NearViewport>
      {templatesOpen && (
        <Suspense fallback={null}>
          <TemplateListModal onClose={() => setTemplatesOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
