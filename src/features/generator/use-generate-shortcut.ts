import { useEffect, type RefObject } from 'react';

/** Apple keyboards say Command where others say Control; the hint names the one the user has. */
export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/**
 * Ctrl+Enter (Command+Enter on Apple keyboards) generates from any field of the form the button sits in,
 * multi-line prompts included, where a plain Enter makes a new line. The form's own submit runs, so the same
 * readiness checks and the restart confirmation apply as for a click.
 */
export function useGenerateShortcut(button: RefObject<HTMLButtonElement | null>): void {
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.isComposing) return;
      event.preventDefault();
      // A disabled Generate (inputs missing, not enough credits) stays disabled from the keyboard too.
      if (!button.current?.disabled) form.requestSubmit();
    };
    form.addEventListener('keydown', onKeyDown);
    return () => form.removeEventListener('keydown', onKeyDown);
  }, [button]);
}
