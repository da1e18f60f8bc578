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

/** A well-formed sign-in token (43 base64url characters). */
export const SAMPLE_SIGN_IN_TOKEN = 'A'.repeat(43);
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
      zonaHoraria: 'America/Mexico_City',
      dias: [
        {
          fecha: '2026-11-22',
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
  programme: { params: { userId } },
  programmeModule: { params: { userId, number: '2' } },
  programmeCautions: { params: { userId } },
  saveModuleAction: { body: { userId, module: 2, lessonId: 'leccion-1', done: true } },
  saveModuleAnswer: { body: { userId, module: 2, question: 0, answer: 1 } },
  saveModuleReflection: { body: { userId, module: 2, text: 'El arroz en la cena.' } },
  programmeEmails: { body: { userId, enabled: false } },
  pushPublicKey: {},
  pushSubscribe: {
    body: {
      userId,
      subscription: {
        endpoint: 'https://push.example.com/send/sample',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
      zonaHoraria: 'America/Mexico_City',
    },
  },
  pushUnsubscribe: { body: { userId, endpoint: 'https://push.example.com/send/sample' } },
  reminderPreferences: { params: { userId } },
  saveReminderPreferences: { body: { userId, registro: true, zonaHoraria: 'America/Bogota' } },
  testModule1Opened: { body: { userId, openedAt: Date.UTC(2026, 10, 1) } },
  progressSummary: { params: { userId } },
  progressGlucose: { params: { userId } },
  progressLabs: {
    body: {
      userId,
      origen: 'formulario',
      fecha: '2026-10-02',
      analisis: [{ marcador: 'a1c', valor: 6.8, unidad: '%' }],
    },
  },
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
  paymentCard: {},
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
  sandboxPortalCardSetup: { body: { sessionId: billing.portalSessionId } },
  sandboxPortalCard: {
    body: { sessionId: billing.portalSessionId, paymentMethodId: billing.paymentMethodId },
  },
  sessionEnd: {},
  sessionEndAll: {},
  signInLink: { body: { email: 'ana@example.com' } },
  // Opens only once: contracts.test.ts stores this link for the sample user first.
  signInOpen: { body: { token: SAMPLE_SIGN_IN_TOKEN } },
  restoreState: {},
  devices: {},
  profile: {},
  accountExport: {},
  accountDelete: {},
  health: {},
  testTrialStart: { body: { userId, trialStart: Date.UTC(2026, 10, 20) } },
  testDaysPass: { body: { userId, dias: 1 } },
  testEndPeriod: { body: { userId } },
  testOutbox: { params: { userId } },
});
