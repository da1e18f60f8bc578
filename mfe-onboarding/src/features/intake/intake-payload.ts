import type { SaveIntakeRequest } from '@tm/shared-contracts';
import type { IntakeDraft } from './intake-sections.js';

/**
 * The §7 payload from the typed draft: numbers as numbers, blank optional fields left out
 * (the API treats absent and '' alike; absent keeps the stored row small).
 */
export function toIntakePayload(draft: IntakeDraft, userId: string | null): SaveIntakeRequest {
  const payload: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(draft)) {
    const value = typeof raw === 'string' ? raw : '';
    if (key === 'edad' || key === 'nivelEnergia') {
      if (value.trim() !== '') payload[key] = Number(value);
    } else if (value.trim() !== '') {
      payload[key] = value;
    }
  }
  if (userId) payload.userId = userId;
  return payload as SaveIntakeRequest;
}
