import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ToolListKind as ToolCategory } from '../core/menu';

interface Tool {
  path: string;
  name: MessageDescriptor;
  category: Exclude<ToolCategory, 'hot'>;
  hot?: boolean;
}

const TOOLS: Tool[] = [
  { path: '/ai/ai-tools/video-enhancer', name: msg`Video enhancer`, category: 'video', hot: true },
  { path: '/ai/ai-tools/image-enhancer', name: msg`Image enhancer`, category: 'image', hot: true },
  { path: '/ai/ai-tools/bg-remover', name: msg`Background remover`, category: 'image', hot: true },
  { path: '/ai/ai-tools/object-remover', name: msg`Object remover`, category: 'image', hot: true },
  { path: '/ai/ai-tools/partial-redrawing', name: msg`Partial redrawing`, category: 'image' },
  // "AI replace": repaint a brushed area from a prompt, which is the partial-redrawing tool.
  { path: '/ai/ai-tools/partial-redrawing', name: msg`AI replace`, category: 'image' },
  { path: '/ai/video-to-anime', name: msg`Video to anime`, category: 'video' },
  { path: '/ai/effect', name: msg`AI effects`, category: 'video', hot: true },
  { path: '/ai/text-to-music', name: msg`Text to music`, category: 'audio', hot: true },
  { path: '/ai/ai-tools/ai-audio', name: msg`AI audio`, category: 'audio' },
];

/** Tool listings: hot, video, image and audio. */
export default function AiToolsPage({ category }: { category: ToolCategory }) {
  const { i18n } = useLingui();
  const tools = TOOLS.filter((tool) => (category === 'hot' ? tool.hot : tool.category === category));
  const tabs: Array<[ToolCategory, MessageDescriptor, string]> = [
    ['hot', msg`Hot`, '/ai/ai-tools/hot'],
    ['video', msg`Video`, '/ai/ai-tools/video'],
    ['image', msg`Image`, '/ai/ai-tools/image'],
    ['audio', msg`Audio`, '/ai/ai-tools/audio'],
  ];
  return (
    <section className="page">
      <h1>
        <Trans>AI tools</Trans>
      </h1>
      <nav className="pill-tabs">
        {tabs.map(([key, label, href]) => (
          <Link key={key} href={href} className={`pill${key === category ? ' active' : ''}`}>
            {i18n._(label)}
          </Link>
        ))}
      </nav>
      <ul className="card-grid">
        {tools.map((tool) => (
          <li key={`${tool.path}:${tool.name.id}`}>
            <Link href={tool.path} className="card tool-card">
              {i18n._(tool.name)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
