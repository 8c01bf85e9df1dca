import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../src/core/contract/templates';
import { WIDGET_TYPES } from '../../../../src/core/template-rules';
import {
  carryValues,
  initialValues,
  linkageParent,
  missingRequired,
  toParams,
} from '../../../../src/features/generator/fields/form-values';
import { MODULE_FIELDS, VIDEO_ENHANCER } from '../../../../src/features/generator/module-fields';
import { effect } from '../../../../server/engine/modules/effect';
import { imageToVideo, textToVideo } from '../../../../server/engine/modules/video-generate';
import {
  cameraField,
  endFrameField,
  hdField,
  imageField,
  motionField,
  photosField,
  videoField,
} from '../../../../src/core/generator-fields';
import { effectField } from '../../../../server/seed/template-fields';

const linkage: TemplateField = {
  field: 'voice',
  type: 'linkage_list_two',
  label: 'Voice',
  options: [
    { label: 'English', value: 'en', children: [{ label: 'Amy', value: 'amy' }] },
    { label: 'German', value: 'de', children: [{ label: 'Hans', value: 'hans' }] },
  ],
};

const fields: TemplateField[] = [
  { field: 'prompt', type: 'longtext', label: 'Prompt', required: true },
  { field: 'image', type: 'single_img', label: 'Image', required: true },
  {
    field: 'ratio',
    type: 'ratio_selector',
    label: 'Aspect ratio',
    options: [{ label: '1:1', value: '1:1' }],
  },
  { field: 'duration', type: 'num_slider', label: 'Duration', min: 2, max: 10 },
  { field: 'hd', type: 'button_switch', label: 'HD' },
  { field: 'end_image', type: 'img_switch', label: 'End frame', content_type: 'image' },
  { field: 'refs', type: 'multi_img', label: 'Images' },
  { field: 'effect_id', type: 'radio', label: 'Effect', default: 7, hidden: true },
  linkage,
];

describe('template form values', () => {
  it('starts each widget type from its default, first option or minimum', () => {
    expect(initialValues(fields)).toEqual({
      prompt: '',
      image: null,
      ratio: '1:1',
      duration: 2,
      hd: false,
      end_image: null,
      refs: [],
      effect_id: 7,
      voice: 'amy',
    });
  });

  it('blocks on empty visible required fields only', () => {
    const values = initialValues(fields);
    expect(missingRequired(fields, values).map((f) => f.field)).toEqual(['prompt', 'image']);
    expect(missingRequired(fields, { ...values, prompt: '  ', image: 'f1' }).map((f) => f.field)).toEqual([
      'prompt',
    ]);
    expect(missingRequired(fields, { ...values, prompt: 'a cat', image: 'f1' })).toEqual([]);
  });

  it('sends hidden fields, trims text and leaves empty values to the engine', () => {
    const values = { ...initialValues(fields), prompt: ' a cat ', image: 'f1', effect_id: null };
    expect(toParams(fields, values)).toEqual({
      prompt: 'a cat',
      image: 'f1',
      ratio: '1:1',
      duration: 2,
      hd: false,
      effect_id: 7,
      voice: 'amy',
    });
  });

  it('keeps entered values across a field list change, resetting hidden ones', () => {
    const next: TemplateField[] = [
      { field: 'prompt', type: 'longtext', label: 'Prompt' },
      { field: 'effect_id', type: 'radio', label: 'Effect', default: 9, hidden: true },
    ];
    expect(carryValues(next, { prompt: 'kept', effect_id: 7, image: 'gone' })).toEqual({
      prompt: 'kept',
      effect_id: 9,
    });
  });

  it('finds the first-level choice of a linkage leaf', () => {
    expect(linkageParent(linkage, 'hans')).toBe('de');
    expect(linkageParent(linkage, 'unknown')).toBe('en');
  });

  it('default field lists use only template widget types and name the engine params', () => {
    const all = [...Object.values(MODULE_FIELDS).flat(), ...VIDEO_ENHANCER.flatMap((v) => v.fields)];
    for (const field of all) expect(WIDGET_TYPES).toContain(field.type);
    expect(MODULE_FIELDS.image2video.map((f) => f.field)).toEqual(['image', 'prompt', 'duration']);
    expect(toParams(MODULE_FIELDS.text2image, initialValues(MODULE_FIELDS.text2image))).toEqual({
      aspect_ratio: '1:1',
      num: 1,
    });
  });

  it('a multi_img field with min_count blocks until it holds that many images', () => {
    const pair: TemplateField[] = [{ ...photosField }];
    expect(missingRequired(pair, { images: [] })).toHaveLength(1);
    expect(missingRequired(pair, { images: ['f1'] })).toHaveLength(1);
    expect(missingRequired(pair, { images: ['f1', 'f2'] })).toEqual([]);
    // Without min_count one image is enough for a required list.
    expect(missingRequired([{ ...photosField, min_count: undefined }], { images: ['f1'] })).toEqual([]);
  });

  it('the seeded two-person and clip effect forms send params the effect engine accepts', () => {
    const twoPerson = [photosField, effectField('AI Hug', 1), hdField];
    const pair = toParams(twoPerson, { ...initialValues(twoPerson), images: ['f1', 'f2'] });
    expect(pair).toMatchObject({ images: ['f1', 'f2'], effect: 'shake' });
    expect(effect.validate(pair)).toMatchObject({ images: ['f1', 'f2'], effect: 'shake' });
    const remix = [videoField(), effectField('Dance Remix', 5), hdField];
    const clip = toParams(remix, { ...initialValues(remix), video: 'v1' });
    expect(effect.validate(clip)).toMatchObject({ video: 'v1', effect: 'fade_in' });
  });

  it('the seeded image-to-video form sends the end frame once uploaded, nothing while its switch is off', () => {
    const form = [imageField(), endFrameField, motionField, hdField];
    const off = toParams(form, { ...initialValues(form), image: 'f1' });
    expect(off).toEqual({ image: 'f1', motion: 'medium', hd: false });
    const on = toParams(form, { ...initialValues(form), image: 'f1', end_image: 'f2' });
    expect(imageToVideo.validate(on)).toEqual({
      image: 'f1',
      end_image: 'f2',
      motion: 'medium',
      hd: false,
      duration: 5,
      prompt: '',
    });
  });

  it('the seeded camera field holds and sends the move, which text-to-video reads', () => {
    const form = [cameraField];
    expect(toParams(form, initialValues(form))).toEqual({ camera: 'locked' });
    expect(linkageParent(cameraField, 'counterclockwise')).toBe('orbit');
    expect(textToVideo.validate({ prompt: 'x', camera: 'counterclockwise' }).camera).toBe('counterclockwise');
  });
});
