import { exploreSeeds, type ExploreSeed } from './explore-content';
import type { SeedMediaSpec } from '../../src/core/seed-media';
import { demoSeeds, type DemoSeed } from './sample-content';
import { categorySeeds, templateSeeds, type CategorySeed, type TemplateSeed } from './template-content';
import { styleReferenceSpecs } from './template-fields';
import { showcaseSpecs } from '../../src/core/showcase';
import { effectPreviewSpecs } from '../../src/core/effect-previews';

/** Everything the seed writes, built once from the content files, plus the media files it needs. */
export interface SeedContent {
  explore: ExploreSeed[];
  categories: CategorySeed[];
  templates: TemplateSeed[];
  demos: DemoSeed[];
  /** By file name; shared pictures appear once. */
  media: Map<string, SeedMediaSpec>;
}

let cached: SeedContent | undefined;

export function seedContent(): SeedContent {
  if (cached) return cached;
  const explore = exploreSeeds();
  const templates = templateSeeds();
  const media = new Map<string, SeedMediaSpec>();
  const add = (spec: SeedMediaSpec | undefined) => spec && media.set(spec.file, spec);
  for (const item of [...explore, ...templates]) {
    add(item.thumb);
    add(item.preview);
  }
  styleReferenceSpecs().forEach(add);
  // The home cards' examples, made by the product's own modules (src/core/showcase.ts).
  showcaseSpecs().forEach(add);
  // The AI effect tips' before and after pictures (src/core/effect-previews.ts).
  effectPreviewSpecs().forEach(add);
  cached = { explore, categories: categorySeeds(), templates, demos: demoSeeds(explore, templates), media };
  return cached;
}
