import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Whether the page is live: false on the server and while React adopts prerendered HTML, true once it has. What
 * only the browser knows (stored theme, login, viewport-bound extras) waits for true, so the first client render
 * matches the HTML. The switch is a transition, so the work it brings never blocks a tap.
 */
export const HydratedContext = createContext(false);

/** The shell's source of HydratedContext: turns true after the first commit, at transition priority. */
export function useHydratedSource(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
