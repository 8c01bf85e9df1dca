/**
 * Whether a signed-in user can pay for a task before asking the server: the balance must cover the task's cost
 * (`algorithm-costs.ts`). Returns the shortfall to tell the user, or null when nothing is missing (a visitor, a
 * balance not yet known or a free task are never blocked here: the server has the last word).
 */
export interface CreditShortfall {
  needed: number;
  left: number;
}

export function creditShortfall(balance: number | undefined, cost: number): CreditShortfall | null {
  if (balance === undefined || cost <= 0 || balance >= cost) return null;
  return { needed: cost, left: Math.max(0, balance) };
}
