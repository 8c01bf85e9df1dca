import { describe, expect, it } from 'vitest';
import {
  chooseCategory,
  isTryoutTemplate,
  isWidgetType,
  shouldLoadMoreTemplates,
  parseTemplateId,
  templateApplies,
  templatesComplete,
  templateInputs,
  WIDGET_TYPES,
} from '../../../src/core/template-rules';

describe('templateApplies', () => {
  it('needs a template algorithm and a matching algorithm or module', () => {
    expect(templateApplies({ algorithm: 'text2video' }, 'text2video')).toBe(true);
    expect(templateApplies({ algorithm: 'x', module: 'm1' }, 'image2image', 'm1')).toBe(true);
    expect(templateApplies({ algorithm: 'image2video' }, 'text2video', 'm1')).toBe(false);
    expect(templateApplies({ algorithm: 'vqe' }, 'vqe')).toBe(false);
    expect(templateApplies({ module: undefined }, 'effect', undefined)).toBe(false);
    expect(templateApplies(null, 'effect')).toBe(false);
  });
});

describe('chooseCategory', () => {
  const cats = [{ id: 1, tpls: [{ tpl_id: 10 }] }, { id: 2, tpls: [{ tpl_id: 20 }] }, { id: 3 }];
  it('prefers the category of the current template', () => {
    expect(chooseCategory(cats, { currentTemplateId: 20, preselectedId: 3, firstTime: true })).toBe(2);
  });
  it('uses the preselected category the first time only', () => {
    expect(chooseCategory(cats, { currentTemplateId: 99, preselectedId: '3', firstTime: true })).toBe(3);
    expect(chooseCategory(cats, { preselectedId: 3, firstTime: false })).toBe(1);
  });
  it('falls back to the first, or nothing', () => {
    expect(chooseCategory(cats, { firstTime: true })).toBe(1);
    expect(chooseCategory([], { firstTime: true })).toBeUndefined();
  });
});

describe('template paging', () => {
  it('loads more only past 20, below total, with the bottom visible', () => {
    expect(shouldLoadMoreTemplates(21, 50, true)).toBe(true);
    expect(shouldLoadMoreTemplates(20, 50, true)).toBe(false);
    expect(shouldLoadMoreTemplates(21, 50, false)).toBe(false);
    expect(shouldLoadMoreTemplates(50, 50, true)).toBe(false);
    expect(templatesComplete(50, 50)).toBe(true);
    expect(templatesComplete(49, 50)).toBe(false);
  });
  it('lists the 13 widget types', () => {
    expect(WIDGET_TYPES).toHaveLength(13);
    expect(isWidgetType('tab_box')).toBe(true);
    expect(isWidgetType('slider')).toBe(false);
  });
});

describe('template preview page', () => {
  it('reads a tpl_id only when it is a positive whole number', () => {
    expect(parseTemplateId('12')).toBe(12);
    expect(parseTemplateId(' 7 ')).toBe(7);
    expect(parseTemplateId(null)).toBeNull();
    expect(parseTemplateId('')).toBeNull();
    expect(parseTemplateId('0')).toBeNull();
    expect(parseTemplateId('-3')).toBeNull();
    expect(parseTemplateId('1.5')).toBeNull();
    expect(parseTemplateId('abc')).toBeNull();
    expect(parseTemplateId('99999999999999999999')).toBeNull();
  });
  it('lists the visible fields as the inputs a template needs', () => {
    const fields = [
      { field: 'image' },
      { field: 'effect', hidden: true },
      { field: 'prompt', hidden: false },
    ];
    expect(templateInputs(fields).map((f) => f.field)).toEqual(['image', 'prompt']);
  });
});

describe('isTryoutTemplate', () => {
  const free = { paidPlan: false };
  const template = (algorithm: string, fields: Array<{ field: string; default?: unknown }>) => ({
    algorithm,
    fields,
  });
  it('marks a template the free plan runs as it is, for visitors and free users', () => {
    const tpl = template('image2video', [{ field: 'image' }, { field: 'hd', default: false }]);
    expect(isTryoutTemplate(tpl, free)).toBe(true);
  });
  it('leaves out a template that starts with a paid-plan setting', () => {
    expect(isTryoutTemplate(template('text2video', [{ field: 'hd', default: true }]), free)).toBe(false);
    expect(isTryoutTemplate(template('image_scale', [{ field: 'scale', default: 4 }]), free)).toBe(false);
    expect(isTryoutTemplate(template('vfi', []), free)).toBe(false);
  });
  it('is never shown to members: every template is theirs', () => {
    expect(isTryoutTemplate(template('text2image', [{ field: 'prompt' }]), { paidPlan: true })).toBe(false);
  });
});
