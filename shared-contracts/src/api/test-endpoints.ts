// Test-only endpoints (paths under /api/test/): a module of their own, outside the package's main
// entry, so no production bundle can import them. The API mounts their controllers only when
// NODE_ENV=test (AppModule, BillingModule).
import type { EndpointContract } from './endpoint.js';
import * as billing from './billing.js';
import * as modules from './modules.js';
import * as observationLog from './observation-log.js';
import { outboxListSchema } from './notifications.js';
import * as trial from './trial.js';
import { userBodySchema, userParamsSchema } from './users.js';

export const testTrialStart = {
  method: 'POST',
  path: '/api/test/trial-start',
  summary: 'Solo pruebas: mueve el inicio de la prueba de un usuario',
  body: trial.testTrialStartRequestSchema,
  response: trial.trialStartResponseSchema,
  access: 'owner',
} satisfies EndpointContract;

export const testInitialReport = {
  method: 'POST',
  path: '/api/test/initial-report',
  summary: 'Solo pruebas: guarda un informe inicial mínimo',
  body: modules.testInitialReportRequestSchema,
  response: modules.moduleCheckSchema,
  access: 'owner',
} satisfies EndpointContract;

export const testModule1Opened = {
  method: 'POST',
  path: '/api/test/module-1-opened',
  summary: 'Solo pruebas: mueve la primera apertura del Módulo 1 (el calendario del programa)',
  body: modules.testModule1OpenedRequestSchema,
  response: modules.programmeSchema,
  access: 'owner',
} satisfies EndpointContract;

export const testDaysPass = {
  method: 'POST',
  path: '/api/test/observation-log/days-pass',
  summary: 'Solo pruebas: hace pasar días para el registro de 5 días de una persona',
  body: observationLog.testDaysPassRequestSchema,
  response: observationLog.observationLogSchema,
  access: 'owner',
} satisfies EndpointContract;

export const testEndPeriod = {
  method: 'POST',
  path: '/api/test/sandbox/end-period',
  summary: 'Solo pruebas: termina ahora el periodo pagado de una suscripción cancelada',
  body: userBodySchema,
  response: billing.testEndPeriodResponseSchema,
  access: 'owner',
  sandboxOnly: true,
} satisfies EndpointContract;

export const testOutbox = {
  method: 'GET',
  path: '/api/test/outbox/{userId}',
  summary: 'Solo pruebas: correos en la bandeja de salida de un usuario',
  params: userParamsSchema,
  response: outboxListSchema,
  access: 'owner',
} satisfies EndpointContract;

export const TEST_ENDPOINTS = {
  testTrialStart,
  testInitialReport,
  testModule1Opened,
  testDaysPass,
  testEndPeriod,
  testOutbox,
};
