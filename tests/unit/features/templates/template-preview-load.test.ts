import { describe, expect, it } from 'vitest';
import { ApiFailure, transportError } from '../../../../src/api/errors';
import type { Template, TemplateCategory } from '../../../../src/core/contract/templates';
import {
  choosePreviewTemplate,
  loadRelatedTemplates,
  type PreviewSources,
} from '../../../../src/features/templates/template-preview-load';

const tpl = (id: number, categoryId = 1): Template =>
  ({ tpl_id: id, name: `T${id}`, category_id: categoryId, type: 'video', fields: [] }) as unknown as Template;

const notFound = () =>
  new ApiFailure({ code: 490001, data: null, msg: 'Template tpl_id 99 not found', trace_id: 't' }, 404);

function sources(known: Template[], recommended: Template[]): PreviewSources & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    one: async (id) => {
      asked.push(id);
      const found = known.find((t) => t.tpl_id === id);
      if (!found) throw notFound();
      return found;
    },
    recommended: async () => ({ list: recommended }),
    categories: async () => ({
      list: [
        { id: 1, title: 'Cinematic', algorithm: 'text2video', type: 'video', total: 2 },
        { id: 2, title: 'Nature', algorithm: 'text2video', type: 'video', total: 1 },
      ] as TemplateCategory[],
    }),
    page: async (cid) => ({ list: known.filter((t) => t.category_id === cid) }),
  };
}

describe('choosePreviewTemplate', () => {
  const all = [tpl(1), tpl(2), tpl(3, 2)];

  it('shows the requested template', async () => {
    const s = sources(all, [tpl(3, 2)]);
    expect(await choosePreviewTemplate(2, '2', s)).toEqual({ template: all[1], notFound: false });
    expect(s.asked).toEqual([2]);
  });

  it('falls back to the first recommended one when none is asked for', async () => {
    const s = sources(all, [tpl(3, 2), tpl(1)]);
    expect(await choosePreviewTemplate(null, null, s)).toEqual({ template: tpl(3, 2), notFound: false });
    expect(s.asked).toEqual([]);
  });

  it('says so when the asked template does not exist, and shows the recommended one', async () => {
    const s = sources(all, [tpl(1)]);
    expect(await choosePreviewTemplate(99, '99', s)).toEqual({ template: tpl(1), notFound: true });
    // A malformed id is unknown without asking the server.
    expect(await choosePreviewTemplate(null, 'abc', s)).toEqual({ template: tpl(1), notFound: true });
    expect(s.asked).toEqual([99]);
  });

  it('gives null when there are no templates at all', async () => {
    expect(await choosePreviewTemplate(null, null, sources([], []))).toBeNull();
  });

  it('rejects on a network failure, so the page offers a retry', async () => {
    const s = sources(all, [tpl(1)]);
    s.one = async () => {
      throw transportError('network');
    };
    await expect(choosePreviewTemplate(1, '1', s)).rejects.toThrow();
  });
});

describe('loadRelatedTemplates', () => {
  it("gives the category's title and templates", async () => {
    const all = [tpl(1), tpl(2), tpl(3, 2)];
    expect(await loadRelatedTemplates(tpl(2), sources(all, []))).toEqual({
      categoryId: 1,
      title: 'Cinematic',
      templates: [tpl(1), tpl(2)],
    });
  });
});
