import type { Paginated } from './envelope';
import type { ContentType, TemplateAlgorithm, WidgetType } from '../template-rules';

/** The template list modal's tabs. */
export const TEMPLATE_TABS = ['video', 'image'] as const;
export type TemplateTab = (typeof TEMPLATE_TABS)[number];

/** Largest template page the server hands out (server choice). */
export const TEMPLATE_PAGE_SIZE_MAX = 50;

/** One choice of a radio, select_box, tab_box, ratio_selector, abstract_img or linkage_list_two field. */
export interface TemplateFieldOption {
  label: string;
  value: string | number;
  /** abstract_img: the picture to choose by. */
  thumbnail?: string;
  /** linkage_list_two: the second-level choices under this one. */
  children?: TemplateFieldOption[];
}

/** One input of the generator form a template drives. */
export interface TemplateField {
  /** Key in the create params and in a request's field list. */
  field: string;
  type: WidgetType;
  /** English source label; the UI translates known labels. */
  label: string;
  content_type?: ContentType;
  options?: TemplateFieldOption[];
  default?: string | number | boolean | Array<string | number>;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  required?: boolean;
  /** Sent with the request but not shown (e.g. a fixed effect id). */
  hidden?: boolean;
  placeholder?: string;
  /** longtext: most characters. */
  max_length?: number;
  /** multi_img: most images. */
  max_count?: number;
  /** multi_img: fewest images (server choice; a required field without it needs one). */
  min_count?: number;
  /** Image inputs: the shapes (width/height) taken as they are; others open the crop modal before upload. */
  min_aspect_ratio?: number;
  max_aspect_ratio?: number;
  /** Image inputs: a wider or taller photo is downscaled in the crop modal (to at most 2000 px in any case). */
  max_width?: number;
  /** multi_img: the image ratio limit pair between its first two photos (core/ratio-limit). */
  ratio_limit?: readonly [number, number];
}

/** A template. */
export interface Template {
  tpl_id: number;
  /** Image templates (style list) are identified by value; equals tpl_id. Absent on video templates. */
  value?: number;
  /** Public short code; GET /v1/ai/tpl?num=… finds the template by it. */
  num: string;
  name: string;
  description: string;
  thumbnail: string;
  cover_conf: { thumbnail_url: string; preview_url: string };
  action_conf: { hot: 0 | 1 };
  /** MP4 preview for video templates; the thumbnail again for image templates. */
  preview_url: string;
  algorithm: TemplateAlgorithm;
  /** Generator module (route name), e.g. image-to-video. */
  module: string;
  type: TemplateTab;
  category_id: number;
  tags: string[];
  /** The prompt the template fills in, if any. */
  prompt: string;
  width: number;
  height: number;
  fields: TemplateField[];
}

/** A template category as the server sends it. */
export interface TemplateCategory {
  id: number;
  title: string;
  algorithm: TemplateAlgorithm;
  type: TemplateTab;
  /** Number of templates in the category: paging stops when this many are loaded. */
  total: number;
}

/** The client's working copy of a category, with its loaded templates (tpls) and loading flag. */
export interface TemplateCategoryState extends TemplateCategory {
  tpls: Template[];
  loading: boolean;
}

/** One entry of GET /v1/ai/tpl/algorithms. */
export interface TemplateAlgorithmInfo {
  algorithm: TemplateAlgorithm;
  module: string;
  type: TemplateTab;
  /** Templates of this algorithm. */
  total: number;
  categories: number;
}

interface ListData<T> {
  list: T[];
}
export type TemplateCategoryListData = ListData<TemplateCategory>;
export type TemplateListData = Paginated<Template>;
export type RecommendTemplateData = ListData<Template>;

/** action_conf keys GET /v1/recommend/tpl can filter by. */
export const RECOMMEND_ACTION_CONF_KEYS = ['hot'] as const;
