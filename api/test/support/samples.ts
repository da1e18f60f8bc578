import type { EndpointName } from '@tm/shared-contracts';
import { minimalIntake } from './test-app.js';

export interface Sample {
  params?: Record<string, string>;
  body?: unknown;
}

/** A valid request for every endpoint, made for `userId`; typed so a new endpoint needs a sample. */
export const validSamples = (userId: string): Record<EndpointName, Sample> => ({
  trialStatus: { params: { userId } },
  trialStart: { body: { userId } },
  intakeRead: { params: { userId } },
  intakeSave: { body: { ...minimalIntake, userId } },
  generateReport: { body: { userId, moduleNumber: 1 } },
  weeklyCheckins: { params: { userId } },
  weeklyCheckin: { body: { userId, message: '¿Qué puedo desayunar?' } },
  modulesCheck: { params: { userId } },
  user: { params: { userId } },
  notifyReactivation: { body: { userId } },
  notifyModule1Completed: { body: { userId } },
  createPortalSession: { body: { userId, currentStatus: 'active' } },
  createSubscription: { body: {} },
  createSubscriptionWithPayment: { body: { customerId: 'cus_123', paymentMethodId: 'pm_123' } },
  health: {},
  testTrialStart: { body: { userId, trialStart: Date.UTC(2026, 10, 20) } },
});
