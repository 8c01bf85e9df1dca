import { describe, expect, it } from 'vitest';
import { appDownloads, readAppConfig } from '../../../src/core/app-config';

const entry = (status: 0 | 1, link = 'https://apps.example/x') => ({
  status,
  download_code: 'c',
  download_link: link,
});
const item = (value: string) => [
  { code: 'promotion', value: '{}' },
  { code: 'app', value },
];

describe('readAppConfig', () => {
  it('reads the app item', () => {
    const value = { android: entry(1), ios: entry(0) };
    expect(readAppConfig(item(JSON.stringify(value)))).toEqual({ config: value });
  });
  it('ignores a value that is not valid JSON, saying why', () => {
    const reading = readAppConfig(item('{android:'));
    expect(reading.config).toBeNull();
    expect(reading.error).toMatch(/not valid JSON/);
  });
  it('ignores a value of the wrong shape, saying why', () => {
    const reading = readAppConfig(item(JSON.stringify({ android: entry(1) })));
    expect(reading.config).toBeNull();
    expect(reading.error).toMatch(/android or ios/);
  });
  it('no app item: no config and nothing to report', () => {
    expect(readAppConfig([{ code: 'promotion', value: '{}' }])).toEqual({ config: null });
  });
});

describe('appDownloads', () => {
  it('offers the platforms whose status is 1 and whose link is http(s)', () => {
    expect(appDownloads({ android: entry(1), ios: entry(0) })).toEqual([
      { platform: 'android', link: 'https://apps.example/x' },
    ]);
    expect(appDownloads({ android: entry(1, 'javascript:alert(1)'), ios: entry(1) })).toEqual([
      { platform: 'ios', link: 'https://apps.example/x' },
    ]);
    expect(appDownloads(null)).toEqual([]);
  });
});
