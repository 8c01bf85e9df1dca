/** Display of a credit record (its date is core's formatDisplayDate). */

/** Acquisitions add (+), consumptions take (−); the sign follows the type whatever sign the server sent. */
export function recordCredits(type: string, credits: number): string {
  const n = Math.abs(Number(credits) || 0);
  return type === 'Consumption' ? `-${n}` : `+${n}`;
}

/** Calls fn at most once per `ms`; a call inside the window runs once at its end. */
export function throttle(fn: () => void, ms: number): () => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
}
