import { describe, expect, it } from 'vitest';
import { zipEntryNames } from '../../../src/core/zip-entry-names';

describe('zip entry names', () => {
  it('are the first prompt words, the id and the extension', () => {
    expect(
      zipEntryNames([
        {
          text: 'A red kite, over the sea at dawn!',
          id: '3f2a9c1b-77',
          fileName: 'out.PNG',
          mime: 'image/png',
        },
        { text: 'Café 東京 night', id: 'abc', fileName: '', mime: 'video/mp4' },
        { text: '', id: '--', fileName: 'x', mime: 'application/x-nope' },
      ]),
    ).toEqual(['a-red-kite-over-the-sea-3f2a9c1b.png', 'cafe-東京-night-abc.mp4', 'item.bin']);
  });

  it('are unique: a repeat gets a counter before the extension', () => {
    const same = { text: 'two cats', id: 'task1', fileName: 'a.png', mime: 'image/png' };
    expect(zipEntryNames([same, same, same])).toEqual([
      'two-cats-task1.png',
      'two-cats-task1-2.png',
      'two-cats-task1-3.png',
    ]);
  });

  it('keep names short', () => {
    const [name] = zipEntryNames([
      { text: 'supercalifragilisticexpialidocious '.repeat(4), id: 'id1', fileName: 'a.mp3', mime: '' },
    ]);
    expect(name!.length).toBeLessThanOrEqual(48 + 10);
  });
});
