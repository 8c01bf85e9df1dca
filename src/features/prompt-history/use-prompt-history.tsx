import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { History, X } from 'lucide-react';
import { matchPrompts, removePrompt, type PromptHistoryEntry } from '../../core/prompt-history';
import { forgetPrompt, loadPromptHistory } from './history-store';
import './prompt-history.css';

interface Options {
  /** The history record (user and generator), or null for a prompt box without history. */
  historyKey: string | null;
  /** What is in the box: the list offers the recent prompts holding its words. */
  text: string;
  onPick(text: string): void;
  /** The prompt box, focused again when the history button opens the list. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The prompt box completes from the user's recent prompts (a textbox with a listbox popup): the list
 * opens on focus of an empty box, on ArrowDown or with the history button; ArrowUp/Down move through it, Enter
 * takes the active prompt, Escape closes it, Shift+Delete or the × removes one. Typing filters it.
 */
export function usePromptHistory({ historyKey, text, onPick, inputRef }: Options) {
  const { t } = useLingui();
  const listId = useId();
  const [history, setHistory] = useState<PromptHistoryEntry[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const loads = useRef(0);
  const shown = open ? matchPrompts(history, text) : [];
  const expanded = shown.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function read(key: string) {
    const load = ++loads.current;
    void loadPromptHistory(key).then((entries) => {
      if (load === loads.current) setHistory(entries);
    });
  }
  // A list opened just after load, before the signed-in user was known, read the visitor's record: read the
  // user's once their key arrives.
  useEffect(() => {
    if (open && historyKey) read(historyKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new key reads again; opening reads in show()
  }, [historyKey]);

  if (!historyKey) return null;
  const key = historyKey;

  function show() {
    setOpen(true);
    setActive(-1);
    // Read again on every open: a prompt generated in another tab since belongs in the list too.
    read(key);
  }
  function close() {
    setOpen(false);
    setActive(-1);
  }
  function pick(entry: PromptHistoryEntry) {
    onPick(entry.text);
    close();
  }
  function remove(entry: PromptHistoryEntry) {
    setHistory((prev) => removePrompt(prev, entry.text));
    setActive((index) => Math.min(index, shown.length - 2));
    void forgetPrompt(key, entry.text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.nativeEvent.isComposing) return;
    if (!expanded) {
      // ArrowDown opens the list only from the last line, where it would not move the caret anyway.
      const caretOnLastLine = !text.slice(event.currentTarget.selectionEnd).includes('\n');
      if (event.key === 'ArrowDown' && caretOnLastLine && !event.shiftKey) {
        event.preventDefault();
        show();
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Cycles through the prompts and back to the box itself (-1), where the user's own text stays.
      setActive((index) => {
        const next = index + step;
        if (next >= shown.length) return -1;
        return next < -1 ? shown.length - 1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Delete' && event.shiftKey && active >= 0) {
      event.preventDefault();
      remove(shown[active]);
    }
  }

  // The box stays a textbox (a multi-line prompt is not a combobox); it names the list it completes from and the
  // option the arrows are on, and the History button carries the open state.
  const inputProps = {
    'aria-autocomplete': 'list' as const,
    'aria-controls': listId,
    'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
    onKeyDown,
    onFocus: () => {
      if (!text.trim()) show();
    },
    // Options and buttons keep the focus in the box (mousedown), so any blur means the user went elsewhere.
    onBlur: close,
  };

  const button = (
    <button
      type="button"
      className="prompt-history-button"
      aria-expanded={expanded}
      aria-controls={listId}
      // Its name avoids the word "prompt", which belongs to the prompt box alone. Keeps the focus in the box, so the list's keys work at once.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        inputRef.current?.focus();
        if (open) close();
        else show();
      }}
    >
      <History size={16} aria-hidden="true" />
      <Trans>History</Trans>
    </button>
  );

  const list = (
    <ul
      id={listId}
      role="listbox"
      className="prompt-history-list"
      aria-label={t`History (Shift+Delete removes one)`}
      hidden={!expanded}
      onMouseDown={(event) => event.preventDefault()}
    >
      {shown.map((entry, index) => (
        <li key={entry.text} role="presentation" className="prompt-history-row">
          <div
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="prompt-history-option"
            onClick={() => pick(entry)}
          >
            {entry.text}
          </div>
          {/* For the mouse; keyboards remove with Shift+Delete (an option cannot hold a button). */}
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="prompt-history-remove"
            title={t`Remove from history`}
            onClick={() => remove(entry)}
          >
            <X size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
  return { inputProps, button, list, open: expanded };
}
