import { useState, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { selectedVal, type SelectOneCategory } from '../../core/audio-edit';

export interface SelectOneProps<V extends string> {
  title: string;
  /** The options; an option's children show nested under it and are chosen the same way. */
  categories: readonly SelectOneCategory<V>[];
  /** The option chosen when it opens (the audio edit's default vocal). */
  curItem?: V;
  /** OK with the chosen val; Cancel, Escape and the close button with null. */
  callback(val: V | null): void;
}

function Options<V extends string>(props: {
  categories: readonly SelectOneCategory<V>[];
  value: V;
  onPick(val: V): void;
}) {
  return (
    <ul className="select-one-list">
      {props.categories.map((c) => (
        <li key={c.val}>
          <label className="select-one-option">
            <input
              type="radio"
              name="select-one"
              value={c.val}
              checked={props.value === c.val}
              onChange={() => props.onPick(c.val)}
            />
            {c.name}
          </label>
          {c.children?.length ? <Options<V> {...props} categories={c.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The select-one modal (spec "Audio edit select-one"): one option of a list, Cancel or OK. */
export function SelectOneModal<V extends string>({
  title,
  categories,
  curItem,
  callback,
}: SelectOneProps<V>) {
  const [value, setValue] = useState<V>(() => selectedVal(categories, curItem));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    callback(value);
  };
  return (
    <Modal title={title} onClose={() => callback(null)} width={400}>
      <form onSubmit={submit}>
        <fieldset className="select-one" aria-label={title}>
          <Options<V> categories={categories} value={value} onPick={setValue} />
        </fieldset>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={() => callback(null)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary">
            <Trans>OK</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
