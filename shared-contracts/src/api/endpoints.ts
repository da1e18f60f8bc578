// Every production endpoint of spec §7 plus the API's own, each exported on its own so a bundle
// ships only the contracts it calls; registry.ts assembles them for the API and OpenAPI.
import { trialStatusSchema } from '../trial-status-schema.js';
import * as account from './account.js';
import * as billing from './billing.js';
import * as checkins from './checkins.js';
import type { EndpointContract } from './endpoint.js';
import { healthRoute, trialStatusRoute } from './endpoint-routes.js';
import { healthSchema } from './health.js';
import * as intake from './intake.js';
import * as modules from './modules.js';
import { notificationResponseSchema } from './notifications.js';
import * as observationLog from './observation-log.js';
import * as progress from './progress.js';
import * as reminders from './reminders.js';
import * as reports from './reports.js';
import * as signIn from './sign-in.js';
import * as trial from './trial.js';
import { profileSchema, userBodySchema, userParamsSchema, userRecordSchema } from './users.js';

export const trialStatus = {
  ...trialStatusRoute,
  summary: 'Estado de la prueba gratuita y de la suscripción',
  params: userParamsSchema,
  response: trialStatusSchema,
  access: 'owner',
} satisfies EndpointContract;

export const trialStart = {
  method: 'POST',
  path: '/api/trial-start',
  summary: 'Reclama el id de prueba creado en el navegador e inicia la prueba',
  body: trial.trialStartRequestSchema,
  response: trial.trialStartResponseSchema,
  access: 'claim',
  limit: 'write',
} satisfies EndpointContract;

export const intakeRead = {
  method: 'GET',
  path: '/api/intake-form/{userId}',
  summary: 'Formulario de ingreso guardado: el nombre y las respuestas',
  params: userParamsSchema,
  response: intake.intakeSummarySchema,
  access: 'owner',
} satisfies EndpointContract;

export const intakeSave = {
  method: 'POST',
  path: '/api/intake-form',
  summary: 'Guarda o actualiza el formulario de ingreso',
  body: intake.saveIntakeRequestSchema,
  response: intake.saveIntakeResponseSchema,
  access: 'claim',
  limit: 'write',
} satisfies EndpointContract;

export const generateReport = {
  method: 'POST',
  path: '/api/generate-report',
  summary: 'Genera el informe inicial',
  body: reports.generateReportRequestSchema,
  response: reports.generateReportResponseSchema,
  access: 'owner',
  limit: 'costly',
} satisfies EndpointContract;

export const reportRead = {
  method: 'GET',
  path: '/api/reports/{userId}',
  summary: 'Informe inicial guardado',
  params: userParamsSchema,
  response: reports.storedReportSchema,
  access: 'owner',
} satisfies EndpointContract;

export const observationLogRead = {
  method: 'GET',
  path: '/api/observation-log/{userId}',
  summary: 'Registro de observación de 5 días',
  params: userParamsSchema,
  response: observationLog.observationLogSchema,
  access: 'owner',
} satisfies EndpointContract;

export const observationLogSave = {
  method: 'POST',
  path: '/api/observation-log',
  summary: 'Guarda el registro de observación de 5 días',
  body: observationLog.saveObservationLogRequestSchema,
  response: observationLog.observationLogSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const weeklyCheckins = {
  method: 'GET',
  path: '/api/weekly-checkins/{userId}',
  summary: 'Historial del chat semanal',
  params: userParamsSchema,
  response: checkins.weeklyCheckinListSchema,
  access: 'owner',
} satisfies EndpointContract;

export const weeklyCheckin = {
  method: 'POST',
  path: '/api/weekly-checkin',
  summary: 'Envía un mensaje al chat semanal',
  body: checkins.weeklyCheckinRequestSchema,
  response: checkins.weeklyCheckinResponseSchema,
  access: 'owner',
  limit: 'costly',
} satisfies EndpointContract;

export const modulesCheck = {
  method: 'GET',
  path: '/api/modules/check/{userId}',
  summary: 'Módulos desbloqueados',
  params: userParamsSchema,
  response: modules.moduleCheckSchema,
  access: 'owner',
} satisfies EndpointContract;

export const moduleProgress = {
  method: 'GET',
  path: '/api/module-progress/{userId}',
  summary: 'Acciones del Módulo 1 que la persona ya marcó como hechas',
  params: userParamsSchema,
  response: modules.moduleProgressSchema,
  access: 'owner',
} satisfies EndpointContract;

export const saveLessonProgress = {
  method: 'POST',
  path: '/api/module-progress',
  summary: 'Marca o desmarca la acción práctica de una lección del Módulo 1',
  body: modules.lessonProgressRequestSchema,
  response: modules.moduleProgressSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const progressReadings = {
  method: 'GET',
  path: '/api/progress-readings/{userId}',
  summary: 'Mi progreso: glucosa, peso, cintura, presión y análisis registrados',
  params: userParamsSchema,
  response: progress.progressReadingListSchema,
  access: 'owner',
} satisfies EndpointContract;

export const progressReadingSave = {
  method: 'POST',
  path: '/api/progress-readings',
  summary: 'Registra una medición (guardada en su unidad canónica, con la original)',
  body: progress.saveReadingRequestSchema,
  response: progress.saveReadingResponseSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const progressReadingDelete = {
  method: 'DELETE',
  path: '/api/progress-readings/{userId}/{readingId}',
  summary: 'Borra una medición registrada',
  params: progress.readingParamsSchema,
  response: progress.deleteReadingResponseSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const progressSummary = {
  method: 'GET',
  path: '/api/progress-summary/{userId}',
  summary: 'Resumen para el médico: nombre y medicamentos que la persona contó en su formulario',
  params: userParamsSchema,
  response: progress.progressSummarySchema,
  access: 'owner',
} satisfies EndpointContract;

export const progressImport = {
  method: 'POST',
  path: '/api/progress-imports',
  summary:
    'Importa lecturas de glucosa de un archivo de LibreView o Dexcom Clarity (sin duplicados)',
  body: progress.importReadingsRequestSchema,
  response: progress.importReadingsResponseSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const progressLabs = {
  method: 'POST',
  path: '/api/progress-labs',
  summary:
    'Añade a Mi progreso los análisis del formulario o del intérprete, si la persona acepta (sin duplicados)',
  body: progress.saveLabsRequestSchema,
  response: progress.saveLabsResponseSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const progressGlucose = {
  method: 'GET',
  path: '/api/progress-glucose/{userId}',
  summary: 'Mi progreso: la glucosa en columnas, para la gráfica (más ligera que la lista)',
  params: userParamsSchema,
  response: progress.glucoseSeriesSchema,
  access: 'owner',
} satisfies EndpointContract;

export const user = {
  method: 'GET',
  path: '/api/users/id/{userId}',
  summary: 'Estado de la suscripción del usuario',
  params: userParamsSchema,
  response: userRecordSchema,
  access: 'owner',
} satisfies EndpointContract;

export const notifyReactivation = {
  method: 'POST',
  path: '/api/notify-reactivation',
  summary: 'Correo de bienvenida tras reactivar la suscripción',
  body: userBodySchema,
  response: notificationResponseSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const notifyModule1Completed = {
  method: 'POST',
  path: '/api/notify-module1-completed',
  summary: 'Correo de cierre del Módulo 1',
  body: userBodySchema,
  response: notificationResponseSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const createPortalSession = {
  method: 'POST',
  path: '/api/create-portal-session',
  summary: 'Abre el portal de gestión de la suscripción',
  body: billing.portalSessionRequestSchema,
  response: billing.portalSessionResponseSchema,
  access: 'owner',
  limit: 'costly',
} satisfies EndpointContract;

export const createSubscription = {
  method: 'POST',
  path: '/api/create-subscription',
  summary: 'Prepara el pago de la suscripción (cliente y SetupIntent)',
  body: billing.createSubscriptionRequestSchema,
  response: billing.createSubscriptionResponseSchema,
  access: 'session',
  limit: 'costly',
} satisfies EndpointContract;

export const createSubscriptionWithPayment = {
  method: 'POST',
  path: '/api/create-subscription-with-payment',
  summary: 'Crea la suscripción con el método de pago guardado',
  body: billing.subscriptionWithPaymentRequestSchema,
  response: billing.subscriptionWithPaymentResponseSchema,
  access: 'session',
  limit: 'costly',
} satisfies EndpointContract;

export const completeSubscriptionSetup = {
  method: 'POST',
  path: '/api/complete-subscription-setup',
  summary: 'Crea la suscripción tras la confirmación del banco (redirección de Stripe)',
  body: billing.completeSetupRequestSchema,
  response: billing.subscriptionWithPaymentResponseSchema,
  access: 'session',
  limit: 'costly',
} satisfies EndpointContract;

export const paymentCard = {
  method: 'GET',
  path: '/api/billing/card',
  summary: 'La tarjeta a la que se cobra la suscripción (marca, últimos 4 números, vencimiento)',
  response: billing.paymentCardResponseSchema,
  access: 'session',
  limit: 'costly',
} satisfies EndpointContract;

export const billingConfig = {
  method: 'GET',
  path: '/api/billing/config',
  summary: 'Proveedor de pagos activo y clave publicable',
  response: billing.billingConfigSchema,
  access: 'public',
} satisfies EndpointContract;

export const sandboxConfirmSetup = {
  method: 'POST',
  path: '/api/sandbox/confirm-setup',
  summary: 'Sandbox: confirma la tarjeta de prueba (como confirmSetup de Stripe)',
  body: billing.sandboxConfirmSetupRequestSchema,
  response: billing.sandboxSetupResultSchema,
  access: 'session',
  limit: 'costly',
  sandboxOnly: true,
} satisfies EndpointContract;

export const sandboxConfirmAction = {
  method: 'POST',
  path: '/api/sandbox/confirm-setup-action',
  summary: 'Sandbox: confirmación adicional del banco (tarjeta 3155)',
  body: billing.sandboxConfirmActionRequestSchema,
  response: billing.sandboxSetupResultSchema,
  access: 'session',
  limit: 'costly',
  sandboxOnly: true,
} satisfies EndpointContract;

export const sandboxPortal = {
  method: 'GET',
  path: '/api/sandbox/portal/{sessionId}',
  summary: 'Sandbox: portal de gestión de la suscripción',
  params: billing.sandboxPortalParamsSchema,
  response: billing.sandboxPortalViewSchema,
  access: 'session',
  sandboxOnly: true,
} satisfies EndpointContract;

export const sandboxPortalCancel = {
  method: 'POST',
  path: '/api/sandbox/portal/cancel',
  summary: 'Sandbox: cancela la suscripción al final del periodo pagado',
  body: billing.sandboxPortalRequestSchema,
  response: billing.sandboxPortalViewSchema,
  access: 'session',
  limit: 'costly',
  sandboxOnly: true,
} satisfies EndpointContract;

export const sandboxPortalReactivate = {
  method: 'POST',
  path: '/api/sandbox/portal/reactivate',
  summary: 'Sandbox: reactiva la suscripción',
  body: billing.sandboxPortalRequestSchema,
  response: billing.sandboxPortalViewSchema,
  access: 'session',
  limit: 'costly',
  sandboxOnly: true,
} satisfies EndpointContract;

export const sandboxPortalCardSetup = {
  method: 'POST',
  path: '/api/sandbox/portal/card-setup',
  summary: 'Sandbox: prepara el cambio de tarjeta en el portal (SetupIntent)',
  body: billing.sandboxPortalRequestSchema,
  response: billing.sandboxCardSetupSchema,
  access: 'session',
  limit: 'costly',
  sandboxOnly: true,
} satisfies EndpointContract;

export const sandboxPortalCard = {
  method: 'POST',
  path: '/api/sandbox/portal/card',
  summary: 'Sandbox: la tarjeta confirmada pasa a ser la de la suscripción',
  body: billing.sandboxPortalCardRequestSchema,
  response: billing.sandboxPortalViewSchema,
  access: 'session',
  limit: 'costly',
  sandboxOnly: true,
} satisfies EndpointContract;

export const sessionEnd = {
  method: 'POST',
  path: '/api/session/end',
  summary: 'Cierra la sesión de este navegador',
  response: account.sessionEndResponseSchema,
  access: 'public',
} satisfies EndpointContract;

export const signInLink = {
  method: 'POST',
  path: '/api/sign-in/link',
  summary: 'Envía un enlace de un solo uso para entrar con el correo',
  body: signIn.signInLinkRequestSchema,
  response: signIn.signInLinkResponseSchema,
  access: 'public',
  limit: 'costly',
} satisfies EndpointContract;

export const signInOpen = {
  method: 'POST',
  path: '/api/sign-in/open',
  summary: 'Abre una sesión en este navegador con el enlace del correo',
  body: signIn.signInOpenRequestSchema,
  response: signIn.restoreStateSchema,
  access: 'public',
  limit: 'costly',
} satisfies EndpointContract;

export const restoreState = {
  method: 'GET',
  path: '/api/me/restore',
  summary: 'Lo que el navegador guarda de la persona de la sesión (id, prueba, marcas)',
  response: signIn.restoreStateSchema,
  access: 'session',
} satisfies EndpointContract;

export const devices = {
  method: 'GET',
  path: '/api/me/devices',
  summary: 'Dispositivos con una sesión abierta',
  response: signIn.devicesSchema,
  access: 'session',
} satisfies EndpointContract;

export const sessionEndAll = {
  method: 'POST',
  path: '/api/session/end-all',
  summary: 'Cierra la sesión en todos los dispositivos',
  response: signIn.sessionEndAllResponseSchema,
  access: 'session',
  limit: 'write',
} satisfies EndpointContract;

export const profile = {
  method: 'GET',
  path: '/api/me/profile',
  summary:
    'Nombre, correo, plan y sus fechas (fin de la prueba, próximo cobro) de la persona de la sesión',
  response: profileSchema,
  access: 'session',
} satisfies EndpointContract;

export const accountExport = {
  method: 'GET',
  path: '/api/me/export',
  summary: 'Todos los datos guardados de la persona de la sesión, en JSON',
  response: account.accountExportSchema,
  access: 'session',
  limit: 'costly',
} satisfies EndpointContract;

export const accountDelete = {
  method: 'DELETE',
  path: '/api/me',
  summary: 'Borra la cuenta y todos sus datos de salud',
  response: account.accountDeleteResponseSchema,
  access: 'session',
  limit: 'costly',
} satisfies EndpointContract;

export const health = {
  ...healthRoute,
  summary: 'Estado de la API y de la base de datos',
  response: healthSchema,
  access: 'public',
} satisfies EndpointContract;

export const programme = {
  method: 'GET',
  path: '/api/programme/{userId}',
  summary: 'Todos los módulos del programa con su estado, su avance y su fecha de apertura',
  params: userParamsSchema,
  response: modules.programmeSchema,
  access: 'owner',
} satisfies EndpointContract;

export const programmeModule = {
  method: 'GET',
  path: '/api/programme/{userId}/modules/{number}',
  summary: 'Un módulo (2–13): acciones hechas, respuestas del repaso y reflexión',
  params: modules.moduleParamsSchema,
  response: modules.moduleDetailSchema,
  access: 'owner',
} satisfies EndpointContract;

export const programmeCautions = {
  method: 'GET',
  path: '/api/programme/{userId}/cautions',
  summary: 'Precauciones de las lecciones que aplican a la persona según su formulario',
  params: userParamsSchema,
  response: modules.programmeCautionsSchema,
  access: 'owner',
} satisfies EndpointContract;

export const saveModuleAction = {
  method: 'POST',
  path: '/api/programme/action',
  summary: 'Marca o desmarca la acción práctica de una lección (solo con el módulo abierto)',
  body: modules.moduleActionRequestSchema,
  response: modules.moduleDetailSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const saveModuleAnswer = {
  method: 'POST',
  path: '/api/programme/answer',
  summary: 'Guarda una respuesta del repaso del módulo (solo con el módulo abierto)',
  body: modules.moduleAnswerRequestSchema,
  response: modules.moduleDetailSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const saveModuleReflection = {
  method: 'POST',
  path: '/api/programme/reflection',
  summary: 'Guarda la reflexión del módulo (solo con el módulo abierto)',
  body: modules.moduleReflectionRequestSchema,
  response: modules.moduleDetailSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const programmeEmails = {
  method: 'POST',
  path: '/api/programme/emails',
  summary: 'Activa o desactiva los correos de apertura de cada módulo',
  body: modules.programmeEmailsRequestSchema,
  response: modules.programmeEmailsSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const pushPublicKey = {
  method: 'GET',
  path: '/api/push/public-key',
  summary: 'Clave pública VAPID para suscribir un dispositivo a los recordatorios',
  response: reminders.pushPublicKeySchema,
  access: 'public',
} satisfies EndpointContract;

export const pushSubscribe = {
  method: 'POST',
  path: '/api/push/subscribe',
  summary: 'Este dispositivo recibe los recordatorios por notificación',
  body: reminders.pushSubscribeRequestSchema,
  response: reminders.pushSubscriptionStateSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const pushUnsubscribe = {
  method: 'POST',
  path: '/api/push/unsubscribe',
  summary: 'Este dispositivo deja de recibir los recordatorios por notificación',
  body: reminders.pushUnsubscribeRequestSchema,
  response: reminders.pushSubscriptionStateSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;

export const reminderPreferences = {
  method: 'GET',
  path: '/api/reminders/{userId}',
  summary: 'Recordatorios activos, zona horaria y horas de silencio',
  params: userParamsSchema,
  response: reminders.reminderPreferencesSchema,
  access: 'owner',
} satisfies EndpointContract;

export const saveReminderPreferences = {
  method: 'POST',
  path: '/api/reminders',
  summary: 'Activa o desactiva recordatorios; guarda la zona horaria y las horas de silencio',
  body: reminders.saveReminderPreferencesRequestSchema,
  response: reminders.reminderPreferencesSchema,
  access: 'owner',
  limit: 'write',
} satisfies EndpointContract;
