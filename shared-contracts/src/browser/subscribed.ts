import { trialStatusRoute } from '../api/endpoint-routes.js';
import { user } from '../api/endpoints.js';
import { requestToast } from '../events.js';
import { queryKeyFor } from '../request/query-keys.js';
import { markSubscribed } from './device-storage.js';

/** The part of a QueryClient this needs (shared-contracts does not depend on react-query). */
interface Invalidates {
  invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<void>;
}

/**
 * §4 after a successful subscription, wherever it completes (card form, bank redirect): the
 * local markers, every screen's cached trial status and user record refreshed (shell, chat,
 * report…: the endpoints' keys, whoever cached them), and the success toast.
 */
export async function subscriptionActivated(
  client: Invalidates,
  subscribed: { userId: string; email: string },
  /** The screen the toast belongs to: the one the person is led to next (see requestToast). */
  screen?: string,
  now: number = Date.now(),
): Promise<void> {
  markSubscribed(window.localStorage, subscribed, now);
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeyFor(trialStatusRoute) }),
    client.invalidateQueries({ queryKey: queryKeyFor(user) }),
  ]);
  requestToast(window, {
    title: '¡Suscripción activada!',
    description: 'Ya tienes acceso completo a tu programa. Te enviamos un correo de confirmación.',
    screen,
  });
}
