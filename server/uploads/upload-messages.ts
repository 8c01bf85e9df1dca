/**
 * What an upload refusal says to the user, as messages the error handler answers in the request's language. Each
 * message picks the file's kind with an ICU select, so a language can give each kind its own grammar (German
 * "Dieses Bild" / "Diese Audiodatei"); English reads as before: "This audio file is too big: …".
 */
import {
  formatLimitBytes,
  formatLimitSeconds,
  type UploadIssue,
  type UploadKind,
} from '../../src/core/upload-limits';
import { say, type ServerText } from '../i18n/server-text';

/**
 * The selects name the kinds a rule can meet (pixel sides: images and videos; length: videos and audio), the last
 * one as ICU's required `other` case.
 */
export function uploadIssueText(issue: UploadIssue): ServerText {
  if (issue.reason === 'empty') return say('The file is empty');
  const { kind } = issue;
  switch (issue.reason) {
    case 'too-big':
      return say(
        '{kind, select, image {This image is too big: images can be at most {max}} video {This video is too big: videos can be at most {max}} other {This audio file is too big: audio files can be at most {max}}}',
        { kind, max: formatLimitBytes(issue.maxBytes) },
      );
    case 'too-wide':
      return say(
        '{kind, select, image {This image is too large: at most {max} pixels per side} other {This video is too large: at most {max} pixels per side}}',
        { kind, max: issue.maxSide },
      );
    case 'too-small':
      return say(
        '{kind, select, image {This image is too small: at least {min} pixels per side} other {This video is too small: at least {min} pixels per side}}',
        { kind, min: issue.minSide },
      );
    case 'too-long':
      return say(
        '{kind, select, video {This video is too long: at most {max}} other {This audio file is too long: at most {max}}}',
        { kind, max: formatLimitSeconds(issue.maxSeconds) },
      );
  }
}

/**
 * A file of one kind where another was asked for ("This needs an image, and this file is a video"): the two kinds
 * always differ, so each `wanted` case lists the other two kinds.
 */
export function wrongKindText(wanted: UploadKind, got: UploadKind): ServerText {
  return say(
    '{wanted, select, image {{got, select, video {This needs an image, and this file is a video} other {This needs an image, and this file is an audio file}}} video {{got, select, image {This needs a video, and this file is an image} other {This needs a video, and this file is an audio file}}} other {{got, select, image {This needs an audio file, and this file is an image} other {This needs an audio file, and this file is a video}}}}',
    { wanted, got },
  );
}

export const UNSUPPORTED_UPLOAD = say('This file is not a supported image, video or audio file');
export const DAMAGED_IMAGE = say('This image is damaged and cannot be opened');
export const ANIMATED_IMAGE = say('Animated images are not supported: upload a still PNG, JPEG or WebP');

export function damagedMediaText(kind: 'video' | 'audio'): ServerText {
  return say(
    '{kind, select, video {This video is damaged and cannot be played} other {This audio file is damaged and cannot be played}}',
    { kind },
  );
}
