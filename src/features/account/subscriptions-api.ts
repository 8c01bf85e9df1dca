/** The account's subscriptions and their auto-renewal (GET /v1/buy/subscriptions, POST …/subscription/auto-renew). */
import { api } from '../session/api-client';
import type { AutoRenewRequest, SubscriptionItem, SubscriptionListData } from '../../core/contract/commerce';

export async function loadSubscriptions(): Promise<SubscriptionItem[]> {
  return (await api.get<SubscriptionListData>('/v1/buy/subscriptions')).list;
}

/** Cancels (false) or resumes (true) auto-renewal; answers the subscription as it now is. */
export function setAutoRenew(id: number, autoRenew: boolean): Promise<SubscriptionItem> {
  const body: AutoRenewRequest = { subscription_id: id, auto_renew: autoRenew };
  return api.post<SubscriptionItem>('/v1/buy/subscription/auto-renew', body);
}
