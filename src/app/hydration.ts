/**
 * The moment React has adopted the prerendered page. Until then what is on screen has no handlers: taps and typing
 * are held (see holdEarlyInput) and replayed once the page is live, so a quick user loses nothing.
 */
let hydrated = false;
const waiting: Array<() => void> = [];

/** Called once by the shell after its first commit. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  document.documentElement.dataset.hydrated = '';
  for (const callback of waiting.splice(0)) callback();
}

function onHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}

/**
 * What a tap before hydration may have meant: a control whose action is a handler. In-page links (`#…`, the skip
 * link) are handlers here too; links to other addresses work without JavaScript and are left to the browser.
 */
const CONTROL_SELECTOR =
  'button, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"], summary, label, a[href^="#"]';
/** Fields whose typed value React state must receive. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type)) ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/**
 * Sets a field's value the way typing does, so React's onChange sees it. React adopted the field with the typed
 * text already in it and remembers that as its current value, so the field is first emptied through the element
 * (which React notices) and then filled through the native setter (which it does not): the input event is a change.
 */
function replayValue(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = '';
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Holds what a quick user does before the page is live and replays it once it is: taps on controls, in order, and
 * what was typed or chosen in fields (React would otherwise adopt the fields empty). A picked file stays in its
 * input and is taken by its field on mount (use-early-file.ts). Links to other addresses need no JavaScript and
 * are left to the browser. Installed by the entry before the app loads.
 */
export function holdEarlyInput(doc: Document = document): void {
  const taps: HTMLElement[] = [];
  const values = new Map<Field, string>();
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROL_SELECTOR);
    if (!control || (!control.matches('a[href^="#"]') && control.closest('a[href]'))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!taps.includes(control)) taps.push(control);
  };
  const keep = (event: Event) => {
    if (isField(event.target)) values.set(event.target, event.target.value);
  };
  // Typing that came before this code ran: the field's value already differs from what the HTML gave it.
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (isField(field) && field.value !== field.defaultValue) values.set(field, field.value);
  }
  doc.addEventListener('click', hold, true);
  doc.addEventListener('input', keep, true);
  doc.addEventListener('change', keep, true);
  onHydrated(() => {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('input', keep, true);
    doc.removeEventListener('change', keep, true);
    for (const [field, value] of values) if (field.isConnected) replayValue(field, value);
    for (const control of taps) if (control.isConnected) control.click();
  });
}
