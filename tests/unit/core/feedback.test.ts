import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_FORM_ID_PRODUCTION,
  FEEDBACK_FORM_ID_TEST,
  feedbackFormId,
  feedbackFormUrl,
  isFeedbackSubmitMessage,
} from '../../../src/core/feedback';

describe('feedback', () => {
  it('uses form 1088 in the test environment and 335 elsewhere', () => {
    expect(FEEDBACK_FORM_ID_PRODUCTION).toBe(335);
    expect(FEEDBACK_FORM_ID_TEST).toBe(1088);
    expect(feedbackFormId('test')).toBe(1088);
    expect(feedbackFormId('production')).toBe(335);
    expect(feedbackFormId('gray')).toBe(335);
  });

  it('builds the form url with a JSON source and recognises the submit message', () => {
    const source = { token: 't', uid: 1, product_id: 5903, device_id: 'd', version: '2.0.0' };
    const url = new URL(
      feedbackFormUrl('http://x', { fid: 335, lang: 'en', embed: 1, theme: 'light', source }),
    );
    expect(url.pathname).toBe('/feedback/form');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fid: '335',
      lang: 'en',
      embed: '1',
      theme: 'light',
      source: JSON.stringify(source),
    });
    expect(isFeedbackSubmitMessage({ action: 'WS_APP_SUBMIT' })).toBe(true);
    expect(isFeedbackSubmitMessage('WS_APP_SUBMIT')).toBe(false);
  });
});
