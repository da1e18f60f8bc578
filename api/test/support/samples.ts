import { type AnyEndpointName } from './endpoints.js';
import { minimalIntake } from './test-app.js';

export interface Sample {
  params?: Record<string, string>;
  body?: unknown;
}

/** Provider objects a billing sample points at (made by `prepareBilling` in billing-flow.ts). */
export interface BillingSampleIds {
  customerId: string;
  paymentMethodId: string;
  /** A SetupIntent not confirmed yet, and one waiting for the extra confirmation (card 3155). */
  clientSecret: string;
  actionClientSecret: string;
  portalSessionId: string;
  /** The SetupIntent the subscription was made with (succeeded). */
  setupIntentId: string;
}

const placeholderBilling: BillingSampleIds = {
  customerId: 'cus_123',
  paymentMethodId: 'pm_123',
  clientSecret: 'seti_123_secret_456',
  actionClientSecret: 'seti_789_secret_012',
  setupIntentId: 'seti_123',
  portalSessionId: 'bps_123',
};

/** A reading the contract walk stores with this id first, so the delete sample has a row. */
export const SAMPLE_READING_ID = '900001';

/** A valid request for every endpoint, made for `userId`; typed so a new endpoint needs a sample. */
export const validSamples = (
  userId: string,
  billing: BillingSampleIds = placeholderBilling,
): Record<AnyEndpointName, Sample> => ({
  trialStatus: { params: { userId } },
  trialStart: { body: { userId } },
  intakeRead: { params: { userId } },
  intakeSave: { body: { ...minimalIntake, userId } },
  generateReport: { body: { userId, moduleNumber: 1 } },
  reportRead: { params: { userId } },
  observationLogRead: { params: { userId } },
  observationLogSave: {
    body: {
      userId,
      dias: [
        {
          dia: 1,
          comidas: 'Avena y fruta',
          horasSueno: 6.5,
          calidadSueno: 'Regular',
          bristol: 3,
          energia: 6,
        },
      ],
    },
  },
  weeklyCheckins: { params: { userId } },
  weeklyCheckin: { body: { userId, message: '¿Qué puedo desayunar?' } },
  modulesCheck: { params: { userId } },
  moduleProgress: { params: { userId } },
  saveLessonProgress: { body: { userId, lessonId: 'plato', done: true } },
  testInitialReport: { body: { userId, patron: 'Digestivo' } },
  progressReadings: { params: { userId } },
  progressReadingSave: {
    body: { userId, tipo: 'glucosa', valor: 6.1, unidad: 'mmol/L', momento: 'ayunas' },
  },
  progressReadingDelete: { params: { userId, readingId: SAMPLE_READING_ID } },
  progressSummary: { params: { userId } },
  progressImport: {
    body: {
      userId,
      origen: 'libreview',
      unidad: 'mg/dL',
      lecturas: [{ medidoEn: '2026-11-18T07:02:00.000Z', valor: 112 }],
    },
  },
  user: { params: { userId } },
  notifyReactivation: { body: { userId } },
  notifyModule1Completed: { body: { userId } },
  createPortalSession: { body: { userId, currentStatus: 'active' } },
  createSubscription: { body: {} },
  createSubscriptionWithPayment: {
    body: { customerId: billing.customerId, paymentMethodId: billing.paymentMethodId },
  },
  completeSubscriptionSetup: { body: { setupIntentId: billing.setupIntentId } },
  billingConfig: {},
  sandboxConfirmSetup: {
    body: {
      clientSecret: billing.clientSecret,
      email: 'ana@example.com',
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
  },
  sandboxConfirmAction: { body: { clientSecret: billing.actionClientSecret, approve: true } },
  sandboxPortal: { params: { sessionId: billing.portalSessionId } },
  sandboxPortalCancel: { body: { sessionId: billing.portalSessionId } },
  sandboxPortalReactivate: { body: { sessionId: billing.portalSessionId } },
  sessionEnd: {},
  accountExport: {},
  accountDelete: {},
  health: {},
  testTrialStart: { body: { userId, trialStart: Date.UTC(2026, 10, 20) } },
  testEndPeriod: { body: { userId } },
  testOutbox: { params: { userId } },
});
