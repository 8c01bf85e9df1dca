/** Every upload problem said in the user's language (the numbers come from core/upload-limits). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  formatLimitBytes,
  formatLimitSeconds,
  UPLOAD_LIMITS,
  type UploadKind,
} from '../../core/upload-limits';
import type { UploadProblem } from './check-upload';

const KIND_NAMES: Record<UploadKind, MessageDescriptor> = {
  image: msg`an image`,
  video: msg`a video`,
  audio: msg`an audio file`,
};

/** A problem in the user's language. Server refusals arrive already worded (the server speaks English). */
export function uploadProblemText(problem: UploadProblem, i18n: I18n): string {
  if (problem.reason === 'server') return problem.message;
  return i18n._(problemMessage(problem, i18n));
}

function problemMessage(
  problem: Exclude<UploadProblem, { reason: 'server' }>,
  i18n: I18n,
): MessageDescriptor {
  switch (problem.reason) {
    case 'empty':
      return msg`The file is empty`;
    case 'unsupported':
      return msg`This file is not a supported image, video or audio file`;
    case 'wrong-kind': {
      const kind = i18n._(KIND_NAMES[problem.expected]);
      return msg`Please choose ${kind}`;
    }
    case 'too-big': {
      const limit = formatLimitBytes(problem.maxBytes);
      return msg`This file is too big: at most ${limit}`;
    }
    case 'too-wide': {
      const side = problem.maxSide;
      return msg`This file is too large: at most ${side} pixels per side`;
    }
    case 'too-small': {
      const side = problem.minSide;
      return msg`This file is too small: at least ${side} pixels per side`;
    }
    case 'too-long': {
      const limit = formatLimitSeconds(problem.maxSeconds);
      return msg`This file is too long: at most ${limit}`;
    }
    case 'ratio':
      return msg`The two images are too different in shape: choose images with closer proportions`;
    case 'crop':
      return msg`This picture could not be cropped. Try another one.`;
    case 'network':
      return msg`The upload failed: check your connection and try again`;
    case 'drive-space':
      return msg`Remaining cloud storage not enough. Please upgrade your plan and try uploading again`;
  }
}

/** What a slot takes, for the hint under the drop zone: formats, bytes, pixels, length. */
export function uploadLimitsHint(kind: UploadKind, i18n: I18n): string {
  const limit = UPLOAD_LIMITS[kind];
  const size = formatLimitBytes(limit.maxBytes);
  if (kind === 'image') {
    const side = limit.maxSide ?? 0;
    return i18n._(msg`PNG, JPEG or WebP, up to ${size} and ${side} pixels per side`);
  }
  const length = formatLimitSeconds(limit.maxSeconds ?? 0);
  if (kind === 'video') return i18n._(msg`MP4, MOV or WebM, up to ${size} and ${length}`);
  return i18n._(msg`MP3, WAV, M4A, AAC or OGG, up to ${size} and ${length}`);
}
