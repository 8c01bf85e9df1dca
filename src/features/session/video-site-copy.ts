import { t } from '@lingui/core/macro';

/** What the user reads for a video-site login error (661031, 660013), wherever the code arrives. */
export function videoSiteLoginText(): string {
  return t`This video site asks you to sign in before it shares the video, so it could not be fetched. Try a public link, or download the video and upload the file.`;
}
