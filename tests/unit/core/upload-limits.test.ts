import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  formatLimitSeconds,
  UPLOAD_LIMITS,
  UPLOAD_MAX_BYTES,
  uploadFormatOf,
  uploadLimitIssue,
} from '../../../src/core/upload-limits';
import { MB } from '../../../src/core/storage-size';
import { uploadBaseName } from '../../../server/uploads/save-upload';
import { uploadIssueText } from '../../../server/uploads/upload-messages';
import { translate } from '../../../server/i18n/translate';

describe('upload limits', () => {
  it('finds formats by mime, aliases and parameters included; refuses GIF and text', () => {
    expect(uploadFormatOf('image/jpeg')).toMatchObject({ ext: 'jpg', kind: 'image' });
    expect(uploadFormatOf('image/JPG')).toMatchObject({ ext: 'jpg' });
    expect(uploadFormatOf('audio/ogg; codecs=opus')).toMatchObject({ ext: 'ogg', kind: 'audio' });
    expect(uploadFormatOf('audio/x-wav')).toMatchObject({ ext: 'wav', kind: 'audio' });
    expect(uploadFormatOf('video/quicktime')).toMatchObject({ ext: 'mov', kind: 'video' });
    expect(uploadFormatOf('image/gif')).toBeUndefined();
    expect(uploadFormatOf('text/plain')).toBeUndefined();
  });

  it('gives an accept attribute per kind', () => {
    expect(acceptAttribute('image')).toBe('image/png,.png,image/jpeg,.jpg,image/webp,.webp');
    expect(acceptAttribute()).toContain('audio/mpeg');
  });

  it('reports the first broken limit with its numbers, and nothing for a good file', () => {
    expect(uploadLimitIssue('image', { size: 0 })).toEqual({ reason: 'empty' });
    expect(uploadLimitIssue('image', { size: 21 * MB })).toEqual({
      reason: 'too-big',
      kind: 'image',
      maxBytes: 20 * MB,
    });
    expect(uploadLimitIssue('image', { size: 10, width: 8001, height: 10 })).toMatchObject({
      reason: 'too-wide',
    });
    expect(uploadLimitIssue('video', { size: 10, width: 8, height: 100 })).toMatchObject({
      reason: 'too-small',
      minSide: 16,
    });
    expect(uploadLimitIssue('audio', { size: 10, duration: 601 })).toEqual({
      reason: 'too-long',
      kind: 'audio',
      maxSeconds: 600,
    });
    expect(uploadLimitIssue('video', { size: 10, duration: 60.3, width: 640, height: 360 })).toBeNull();
    // Unknown facts (a browser that cannot read the length) are not held against the file.
    expect(uploadLimitIssue('video', { size: 10, duration: Number.POSITIVE_INFINITY })).toBeNull();
    expect(UPLOAD_MAX_BYTES).toBe(UPLOAD_LIMITS.video.maxBytes);
  });

  it('says each issue in plain English', () => {
    expect(translate(uploadIssueText({ reason: 'too-big', kind: 'audio', maxBytes: 50 * MB }))).toBe(
      'This audio file is too big: audio files can be at most 50 MB',
    );
    expect(translate(uploadIssueText({ reason: 'too-long', kind: 'audio', maxSeconds: 600 }))).toBe(
      'This audio file is too long: at most 10 min',
    );
    expect(translate(uploadIssueText({ reason: 'too-wide', kind: 'image', maxSide: 8000 }))).toBe(
      'This image is too large: at most 8000 pixels per side',
    );
    expect(formatLimitSeconds(60)).toBe('60 s');
  });

  it('keeps only the name part of what the client called the file', () => {
    expect(uploadBaseName('C:\\fakepath\\My cat.PNG')).toBe('My cat');
    expect(uploadBaseName('../../etc/passwd')).toBe('passwd');
    expect(uploadBaseName('.hidden')).toBe('.hidden');
    expect(uploadBaseName('')).toBe('upload');
    expect(uploadBaseName('a\u0000b.tar.gz')).toBe('ab.tar');
  });
});
