import { Trans } from '@lingui/react/macro';
import { PageBeingBuilt } from './PageBeingBuilt';

// Pages whose features land in later issues; each keeps its real heading.
export const TemplatePage = () => <PageBeingBuilt title={<Trans>Template preview</Trans>} />;
