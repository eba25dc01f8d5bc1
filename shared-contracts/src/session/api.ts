import { apiClients } from '../api/registry';
import type { User, UserSubscription } from '../domain';

/** GET /profile/-1, then the subscription status (SPEC.md 7.3, 7.4). */
export async function fetchSession(): Promise<{ user: User; subscription: UserSubscription | null }> {
  const { web, mobile } = apiClients();
  const { data: user } = await web.get<User>('/profile/-1');
  const { data: subscription } = await mobile.get<UserSubscription>('/purchase/subscription/status');
  return { user, subscription };
}

/** POST /auth/logout revokes the token on the server. */
export async function revokeSession(): Promise<void> {
  await apiClients().web.post('/auth/logout');
}
