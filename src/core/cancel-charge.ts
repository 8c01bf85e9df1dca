/**
 * What a cancelled task costs. Work the engine did is not free, or cancelling just before the end would make
 * compute free: a task cancelled while it runs keeps the credits of the work its shown progress says was done, to
 * the nearest credit (a one-credit task keeps its credit from 50%; a 40-credit one cancelled at 55% keeps 22). A
 * task cancelled before it started is refunded in full. Failures are never charged: they are the product's fault,
 * not the user's.
 */
export function cancelCharge(cost: number, progress: number, started: boolean): number {
  if (!started || cost <= 0) return 0;
  // Progress shows at most 99 while running.
  const done = Math.min(Math.max(progress, 0), 99) / 100;
  return Math.min(cost, Math.round(cost * done));
}
