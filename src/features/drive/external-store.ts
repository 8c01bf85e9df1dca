/** The provider's store page in a new tab: this installation's pricing page (the spec's external store host). */
import { t } from '@lingui/core/macro';
import { appPath } from '../../core/menu';
import { showToast } from '../../ui/toasts';

export function openExternalStore(): void {
  // 'noopener' in the features would make open() return null; cut the link to this page afterwards instead.
  const tab = window.open(appPath('pricing'), '_blank');
  if (tab) tab.opener = null;
  else {
    console.warn('The store tab was blocked: please allow pop-ups for this site.');
    showToast(t`Please allow pop-ups for this site to open the store.`, 'error');
  }
}
