/**
 * The audio edit flow's rules (AI audio's vocal separation): which part of a song to keep, and what the
 * consumed-credit prompt carries before the paid run. Pure, so the page, the engine and tests read one list.
 */

/** The parts a stem split can keep: the voice, the backing, or both. */
export const STEM_PARTS = ['vocal', 'accompaniment', 'both'] as const;
export type StemPart = (typeof STEM_PARTS)[number];

/** The select-one opens on the voice (the spec's "default vocal"). */
export const DEFAULT_STEM_PART: StemPart = 'vocal';

/** The select-one's dependence list: a title and categories (name, val, children), the current item, a callback. */
export interface SelectOneCategory<V extends string = string> {
  name: string;
  val: V;
  children?: SelectOneCategory<V>[];
}

/** The consumed-credit prompt's data: credits the run costs, the task it edits, the choice made, what continues. */
export interface ConsumedData<D> {
  needCredit: number;
  /** The task whose audio is edited; null when the audio is a new upload. */
  taskId: string | null;
  curData: D;
  continue(): void;
}

function holds<V extends string>(categories: readonly SelectOneCategory<V>[], val: V): boolean {
  return categories.some((c) => c.val === val || holds(c.children ?? [], val));
}

/** The val the select-one starts on: the current item when it is an option (or a child), else the first option. */
export function selectedVal<V extends string>(categories: readonly SelectOneCategory<V>[], curItem?: V): V {
  return curItem !== undefined && holds(categories, curItem) ? curItem : categories[0].val;
}
