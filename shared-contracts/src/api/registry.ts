import { z } from 'zod';
import * as account from './account.js';
import { trialStatusSchema } from '../trial-status-schema.js';
import * as billing from './billing.js';
import * as checkins from './checkins.js';
import { healthSchema } from './health.js';
import * as intake from './intake.js';
import * as modules from './modules.js';
import { notificationResponseSchema, outboxListSchema } from './notifications.js';
import * as observationLog from './observation-log.js';
import * as reports from './reports.js';
import * as trial from './trial.js';
import { userBodySchema, userParamsSchema, userRecordSchema } from './users.js';

/**
 * Who may call an endpoint:
 * - owner: a session that owns the `userId` of the path or body (401 without session, 403 otherwise);
 * - claim: may create the user or claim a locally created trial id, then issues the session;
 * - session: needs a session (401 otherwise) and acts for its user; the payload names no user;
 * - public: no user involved.
 */
/** The signed, HttpOnly session cookie that proves who owns a user id. */
export const SESSION_COOKIE = 'tm_session';

export type EndpointAccess = 'owner' | 'claim' | 'session' | 'public';

export interface EndpointContract {
  method: 'GET' | 'POST' | 'DELETE';
  /** Full path with OpenAPI-style `{param}` placeholders. */
  path: `/api/${string}`;
  summary: string;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  access: EndpointAccess;
  /** Built in a later issue: answers 501 after validation and authorization. */
  pending?: true;
  /** Writes and costly calls are rate limited. */
  limit?: 'write' | 'costly';
  /** Exists only when NODE_ENV=test. */
  testOnly?: true;
  /** Exists only with the local payment sandbox (no Stripe keys). */
  sandboxOnly?: true;
}

const define = <T extends Record<string, EndpointContract>>(contracts: T): T => contracts;

/** Every endpoint of spec §7 plus the API's own, the single source for routes, tests and OpenAPI. */
export const ENDPOINTS = define({
  trialStatus: {
    method: 'GET',
    path: '/api/trial-status/{userId}',
    summary: 'Estado de la prueba gratuita y de la suscripción',
    params: userParamsSchema,
    response: trialStatusSchema,
    access: 'owner',
  },
  trialStart: {
    method: 'POST',
    path: '/api/trial-start',
    summary: 'Reclama el id de prueba creado en el navegador e inicia la prueba',
    body: trial.trialStartRequestSchema,
    response: trial.trialStartResponseSchema,
    access: 'claim',
    limit: 'write',
  },
  intakeRead: {
    method: 'GET',
    path: '/api/intake-form/{userId}',
    summary: 'Nombre guardado en el formulario de ingreso',
    params: userParamsSchema,
    response: intake.intakeSummarySchema,
    access: 'owner',
  },
  intakeSave: {
    method: 'POST',
    path: '/api/intake-form',
    summary: 'Guarda o actualiza el formulario de ingreso',
    body: intake.saveIntakeRequestSchema,
    response: intake.saveIntakeResponseSchema,
    access: 'claim',
    limit: 'write',
  },
  generateReport: {
    method: 'POST',
    path: '/api/generate-report',
    summary: 'Genera el informe inicial',
    body: reports.generateReportRequestSchema,
    response: reports.generateReportResponseSchema,
    access: 'owner',
    limit: 'costly',
  },
  reportRead: {
    method: 'GET',
    path: '/api/reports/{userId}',
    summary: 'Informe inicial guardado',
    params: userParamsSchema,
    response: reports.storedReportSchema,
    access: 'owner',
  },
  observationLogRead: {
    method: 'GET',
    path: '/api/observation-log/{userId}',
    summary: 'Registro de observación de 5 días',
    params: userParamsSchema,
    response: observationLog.observationLogSchema,
    access: 'owner',
  },
  observationLogSave: {
    method: 'POST',
    path: '/api/observation-log',
    summary: 'Guarda el registro de observación de 5 días',
    body: observationLog.saveObservationLogRequestSchema,
    response: observationLog.observationLogSchema,
    access: 'owner',
    limit: 'write',
  },
  weeklyCheckins: {
    method: 'GET',
    path: '/api/weekly-checkins/{userId}',
    summary: 'Historial del chat semanal',
    params: userParamsSchema,
    response: checkins.weeklyCheckinListSchema,
    access: 'owner',
  },
  weeklyCheckin: {
    method: 'POST',
    path: '/api/weekly-checkin',
    summary: 'Envía un mensaje al chat semanal',
    body: checkins.weeklyCheckinRequestSchema,
    response: checkins.weeklyCheckinResponseSchema,
    access: 'owner',
    limit: 'costly',
  },
  modulesCheck: {
    method: 'GET',
    path: '/api/modules/check/{userId}',
    summary: 'Módulos desbloqueados',
    params: userParamsSchema,
    response: modules.moduleCheckSchema,
    access: 'owner',
  },
  moduleProgress: {
    method: 'GET',
    path: '/api/module-progress/{userId}',
    summary: 'Acciones del Módulo 1 que la persona ya marcó como hechas',
    params: userParamsSchema,
    response: modules.moduleProgressSchema,
    access: 'owner',
  },
  saveLessonProgress: {
    method: 'POST',
    path: '/api/module-progress',
    summary: 'Marca o desmarca la acción práctica de una lección del Módulo 1',
    body: modules.lessonProgressRequestSchema,
    response: modules.moduleProgressSchema,
    access: 'owner',
    limit: 'write',
  },
  programme: {
    method: 'GET',
    path: '/api/programme/{userId}',
    summary: 'Todos los módulos del programa con su estado, su avance y su fecha de apertura',
    params: userParamsSchema,
    response: modules.programmeSchema,
    access: 'owner',
  },
  programmeModule: {
    method: 'GET',
    path: '/api/programme/{userId}/modules/{number}',
    summary: 'Un módulo (2–13): acciones hechas, respuestas del repaso y reflexión',
    params: modules.moduleParamsSchema,
    response: modules.moduleDetailSchema,
    access: 'owner',
  },
  programmeCautions: {
    method: 'GET',
    path: '/api/programme/{userId}/cautions',
    summary: 'Precauciones de las lecciones que aplican a la persona según su formulario',
    params: userParamsSchema,
    response: modules.programmeCautionsSchema,
    access: 'owner',
  },
  saveModuleAction: {
    method: 'POST',
    path: '/api/programme/action',
    summary: 'Marca o desmarca la acción práctica de una lección (solo con el módulo abierto)',
    body: modules.moduleActionRequestSchema,
    response: modules.moduleDetailSchema,
    access: 'owner',
    limit: 'write',
  },
  saveModuleAnswer: {
    method: 'POST',
    path: '/api/programme/answer',
    summary: 'Guarda una respuesta del repaso del módulo (solo con el módulo abierto)',
    body: modules.moduleAnswerRequestSchema,
    response: modules.moduleDetailSchema,
    access: 'owner',
    limit: 'write',
  },
  saveModuleReflection: {
    method: 'POST',
    path: '/api/programme/reflection',
    summary: 'Guarda la reflexión del módulo (solo con el módulo abierto)',
    body: modules.moduleReflectionRequestSchema,
    response: modules.moduleDetailSchema,
    access: 'owner',
    limit: 'write',
  },
  programmeEmails: {
    method: 'POST',
    path: '/api/programme/emails',
    summary: 'Activa o desactiva los correos de apertura de cada módulo',
    body: modules.programmeEmailsRequestSchema,
    response: modules.programmeEmailsSchema,
    access: 'owner',
    limit: 'write',
  },
  user: {
    method: 'GET',
    path: '/api/users/id/{userId}',
    summary: 'Estado de la suscripción del usuario',
    params: userParamsSchema,
    response: userRecordSchema,
    access: 'owner',
  },
  notifyReactivation: {
    method: 'POST',
    path: '/api/notify-reactivation',
    summary: 'Correo de bienvenida tras reactivar la suscripción',
    body: userBodySchema,
    response: notificationResponseSchema,
    access: 'owner',
    limit: 'write',
  },
  notifyModule1Completed: {
    method: 'POST',
    path: '/api/notify-module1-completed',
    summary: 'Correo de cierre del Módulo 1',
    body: userBodySchema,
    response: notificationResponseSchema,
    access: 'owner',
    limit: 'write',
  },
  createPortalSession: {
    method: 'POST',
    path: '/api/create-portal-session',
    summary: 'Abre el portal de gestión de la suscripción',
    body: billing.portalSessionRequestSchema,
    response: billing.portalSessionResponseSchema,
    access: 'owner',
    limit: 'costly',
  },
  createSubscription: {
    method: 'POST',
    path: '/api/create-subscription',
    summary: 'Prepara el pago de la suscripción (cliente y SetupIntent)',
    body: billing.createSubscriptionRequestSchema,
    response: billing.createSubscriptionResponseSchema,
    access: 'session',
    limit: 'costly',
  },
  createSubscriptionWithPayment: {
    method: 'POST',
    path: '/api/create-subscription-with-payment',
    summary: 'Crea la suscripción con el método de pago guardado',
    body: billing.subscriptionWithPaymentRequestSchema,
    response: billing.subscriptionWithPaymentResponseSchema,
    access: 'session',
    limit: 'costly',
  },
  completeSubscriptionSetup: {
    method: 'POST',
    path: '/api/complete-subscription-setup',
    summary: 'Crea la suscripción tras la confirmación del banco (redirección de Stripe)',
    body: billing.completeSetupRequestSchema,
    response: billing.subscriptionWithPaymentResponseSchema,
    access: 'session',
    limit: 'costly',
  },
  billingConfig: {
    method: 'GET',
    path: '/api/billing/config',
    summary: 'Proveedor de pagos activo y clave publicable',
    response: billing.billingConfigSchema,
    access: 'public',
  },
  sandboxConfirmSetup: {
    method: 'POST',
    path: '/api/sandbox/confirm-setup',
    summary: 'Sandbox: confirma la tarjeta de prueba (como confirmSetup de Stripe)',
    body: billing.sandboxConfirmSetupRequestSchema,
    response: billing.sandboxSetupResultSchema,
    access: 'session',
    limit: 'costly',
    sandboxOnly: true,
  },
  sandboxConfirmAction: {
    method: 'POST',
    path: '/api/sandbox/confirm-setup-action',
    summary: 'Sandbox: confirmación adicional del banco (tarjeta 3155)',
    body: billing.sandboxConfirmActionRequestSchema,
    response: billing.sandboxSetupResultSchema,
    access: 'session',
    limit: 'costly',
    sandboxOnly: true,
  },
  sandboxPortal: {
    method: 'GET',
    path: '/api/sandbox/portal/{sessionId}',
    summary: 'Sandbox: portal de gestión de la suscripción',
    params: billing.sandboxPortalParamsSchema,
    response: billing.sandboxPortalViewSchema,
    access: 'session',
    sandboxOnly: true,
  },
  sandboxPortalCancel: {
    method: 'POST',
    path: '/api/sandbox/portal/cancel',
    summary: 'Sandbox: cancela la suscripción al final del periodo pagado',
    body: billing.sandboxPortalRequestSchema,
    response: billing.sandboxPortalViewSchema,
    access: 'session',
    limit: 'costly',
    sandboxOnly: true,
  },
  sandboxPortalReactivate: {
    method: 'POST',
    path: '/api/sandbox/portal/reactivate',
    summary: 'Sandbox: reactiva la suscripción',
    body: billing.sandboxPortalRequestSchema,
    response: billing.sandboxPortalViewSchema,
    access: 'session',
    limit: 'costly',
    sandboxOnly: true,
  },
  sessionEnd: {
    method: 'POST',
    path: '/api/session/end',
    summary: 'Cierra la sesión de este navegador',
    response: account.sessionEndResponseSchema,
    access: 'public',
  },
  accountExport: {
    method: 'GET',
    path: '/api/me/export',
    summary: 'Todos los datos guardados de la persona de la sesión, en JSON',
    response: account.accountExportSchema,
    access: 'session',
    limit: 'costly',
  },
  accountDelete: {
    method: 'DELETE',
    path: '/api/me',
    summary: 'Borra la cuenta y todos sus datos de salud',
    response: account.accountDeleteResponseSchema,
    access: 'session',
    limit: 'costly',
  },
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Estado de la API y de la base de datos',
    response: healthSchema,
    access: 'public',
  },
  testTrialStart: {
    method: 'POST',
    path: '/api/test/trial-start',
    summary: 'Solo pruebas: mueve el inicio de la prueba de un usuario',
    body: trial.testTrialStartRequestSchema,
    response: trial.trialStartResponseSchema,
    access: 'owner',
    testOnly: true,
  },
  testInitialReport: {
    method: 'POST',
    path: '/api/test/initial-report',
    summary: 'Solo pruebas: guarda un informe inicial mínimo',
    body: modules.testInitialReportRequestSchema,
    response: modules.moduleCheckSchema,
    access: 'owner',
    testOnly: true,
  },
  testModule1Opened: {
    method: 'POST',
    path: '/api/test/module-1-opened',
    summary: 'Solo pruebas: mueve la primera apertura del Módulo 1 (el calendario del programa)',
    body: modules.testModule1OpenedRequestSchema,
    response: modules.programmeSchema,
    access: 'owner',
    testOnly: true,
  },
  testEndPeriod: {
    method: 'POST',
    path: '/api/test/sandbox/end-period',
    summary: 'Solo pruebas: termina ahora el periodo pagado de una suscripción cancelada',
    body: userBodySchema,
    response: billing.testEndPeriodResponseSchema,
    access: 'owner',
    testOnly: true,
    sandboxOnly: true,
  },
  testOutbox: {
    method: 'GET',
    path: '/api/test/outbox/{userId}',
    summary: 'Solo pruebas: correos en la bandeja de salida de un usuario',
    params: userParamsSchema,
    response: outboxListSchema,
    access: 'owner',
    testOnly: true,
  },
});

export type EndpointName = keyof typeof ENDPOINTS;
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** Fills `{param}` placeholders: `endpointPath(ENDPOINTS.user, { userId })`. */
export function endpointPath(
  contract: EndpointContract,
  params: Record<string, string> = {},
): string {
  return contract.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
