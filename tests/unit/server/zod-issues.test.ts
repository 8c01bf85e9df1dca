/**
 * parseInput's 490001 message: zod's own complaints are said in the request's language with the field's name and
 * limits; a schema's own plain-string message (a developer's) stays English whatever the language.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, parseInput } from '../../../server/http/envelope';

function refusal(schema: z.ZodType, input: unknown): ApiError {
  try {
    parseInput(schema, input);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('parsed');
}

describe('parseInput messages', () => {
  it('says zod’s own complaints in German and Japanese, the field named as sent, issues joined', () => {
    const schema = z.object({ page: z.number().max(50), kind: z.enum(['image', 'video']) });
    const err = refusal(schema, { page: 80, kind: 'gif' });
    expect(err.messageIn('en')).toBe('page must be at most 50; kind must be one of image, video');
    expect(err.messageIn('de')).toBe(
      'page darf höchstens 50 sein; kind muss einer dieser Werte sein: image, video',
    );
    expect(err.messageIn('ja')).toBe(
      'pageは50以下にしてください。kindは次のいずれかにしてください：image, video',
    );
  });

  it('keeps a schema’s own plain-string message in English', () => {
    const err = refusal(z.object({ code: z.string({ error: 'code is required' }) }), {});
    expect(err.messageIn('ja')).toBe('code is required');
  });
});
