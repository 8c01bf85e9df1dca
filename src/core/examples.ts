/** Worked examples on the generator pages: which demo lists make up each tab and where an example applies. */
import type { DemoItem, DemoKey } from './contract/samples';
import type { GeneratorModule } from './menu';

/** The example tabs: one example list per tab, video and image. */
export const EXAMPLE_TABS = ['video', 'image'] as const;
export type ExampleTab = (typeof EXAMPLE_TABS)[number];

/** The demo lists (GET /v1/common/demo/list?key=) each tab shows, one after the other in this order. */
export const EXAMPLE_TAB_KEYS: Readonly<Record<ExampleTab, readonly DemoKey[]>> = {
  video: ['text2video', 'image2video'],
  image: ['text2image', 'image2image'],
};

const IMAGE_MODULES: readonly GeneratorModule[] = ['text2image', 'image2image', 'bgRemover'];

/** The tab a generator page opens on: image generators show image examples, the rest video ones. */
export function exampleTabForModule(module: GeneratorModule): ExampleTab {
  return IMAGE_MODULES.includes(module) ? 'image' : 'video';
}

/**
 * An example fills this page's form when it was made here (same route name or algorithm key); otherwise its
 * settings travel to its own generator, as explore's "Go Create" does.
 */
export function exampleAppliesHere(
  example: Pick<DemoItem, 'module' | 'algorithm'>,
  route: string,
  algorithm: string,
): boolean {
  return example.module === route || example.algorithm === algorithm;
}
