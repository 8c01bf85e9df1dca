import { Trans } from '@lingui/react/macro';
import { PageBeingBuilt } from './PageBeingBuilt';

// Pages whose features land in later issues; each keeps its real heading.
export const EffectPage = () => <PageBeingBuilt title={<Trans>AI effects</Trans>} />;
export const EffectCreatePage = () => <PageBeingBuilt title={<Trans>Create an AI effect</Trans>} />;
export const TextToMusicPage = () => <PageBeingBuilt title={<Trans>Text to music</Trans>} />;
export const TemplatePage = () => <PageBeingBuilt title={<Trans>Template preview</Trans>} />;
export const VideoEnhancerPage = () => <PageBeingBuilt title={<Trans>Video enhancer</Trans>} />;
export const ImageEnhancerPage = () => <PageBeingBuilt title={<Trans>Image enhancer</Trans>} />;
export const ObjectRemoverPage = () => <PageBeingBuilt title={<Trans>Object remover</Trans>} />;
export const PartialRedrawingPage = () => <PageBeingBuilt title={<Trans>Partial redrawing</Trans>} />;
