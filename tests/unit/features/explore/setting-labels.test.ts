import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { settingRows } from '../../../../src/features/explore/setting-labels';
import { routeForm } from '../../../../src/features/generator/module-fields';
import type { TemplateField } from '../../../../src/core/contract/templates';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const camera: TemplateField = {
  field: 'camera',
  type: 'linkage_list_two',
  label: 'Camera motion',
  options: [
    {
      label: 'Static',
      value: 'static',
      children: [{ label: 'Locked', value: 'locked' }],
    },
    {
      label: 'Moving',
      value: 'moving',
      children: [
        { label: 'Pan', value: 'pan' },
        { label: 'Zoom', value: 'zoom' },
      ],
    },
  ],
};

describe('explore setting rows', () => {
  it("names a generator form's choices as the form shows them", () => {
    const rows = settingRows(
      [
        { field: 'prompt', val: 'a quiet harbour' },
        { field: 'style', val: 'neon' },
        { field: 'aspect_ratio', val: '9:16' },
        { field: 'duration', val: 5 },
      ],
      i18n,
      routeForm('text-to-video')?.fields,
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Prompt', 'a quiet harbour'],
      ['Style', 'Neon'],
      ['Aspect ratio', '9:16'],
      ['Duration', '5 s'],
    ]);
  });

  it('names a two-level choice by group and option, a single or a pair', () => {
    const single = settingRows([{ field: 'camera', val: 'zoom' }], i18n, [camera]);
    const pair = settingRows([{ field: 'camera', val: ['static', 'locked'] }], i18n, [camera]);
    expect(single[0]).toMatchObject({ label: 'Camera', value: 'Moving · Zoom' });
    expect(pair[0]!.value).toBe('Static · Locked');
  });

  it('shows raw values, Yes/No and the key when no form knows the field', () => {
    const rows = settingRows(
      [
        { field: 'style', val: 'neon' },
        { field: 'hd', val: true },
        { field: 'seed_words', val: ['a', 'b'] },
      ],
      i18n,
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Style', 'neon'],
      ['HD', 'Yes'],
      ['seed_words', 'a, b'],
    ]);
  });

  it('the effect list route reads effect names from the effect form', () => {
    const rows = settingRows([{ field: 'effect', val: 'zoom_pulse' }], i18n, routeForm('effect')?.fields);
    expect(rows[0]).toMatchObject({ label: 'Effect', value: 'Zoom pulse' });
  });
});
