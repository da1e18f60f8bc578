import { trialStart } from '../api/endpoints.js';
import { call } from '../request/call.js';
import { adoptServerTrial, ensureUserId } from './person.js';

/**
 * A session for this browser's person before acting for them (billing): the stored or a new
 * local trial id is claimed with POST /api/trial-start, which answers at once when this browser
 * already owns it. Kept apart from person.ts so reading the person does not load the contracts.
 */
export async function ensureSession(now: number = Date.now()): Promise<string> {
  const claimed = await call(trialStart, { body: { userId: ensureUserId(now) } });
  adoptServerTrial(claimed);
  return claimed.userId;
}
