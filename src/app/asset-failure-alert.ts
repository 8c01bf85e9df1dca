import { t } from '@lingui/core/macro';

/** The spec's alert when the site's files failed to load twice within 5 minutes. */
export function assetFailureAlertText(): string {
  return t`The website has been updated, please reload the page and try again`;
}
