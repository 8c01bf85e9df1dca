/** Brings the form into view after a template or example filled it from further down (or up) the page. */
export function revealForm(slot: HTMLElement | null): void {
  const form = slot?.querySelector<HTMLElement>('.generator-form');
  if (!form) return;
  const top = form.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight / 2) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  form.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}
