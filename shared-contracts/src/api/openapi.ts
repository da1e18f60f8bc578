import { z } from 'zod';
import { errorResponseSchema } from './errors.js';
import type { EndpointContract } from './endpoint.js';
import { ENDPOINTS, SESSION_COOKIE } from './registry.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const jsonSchema: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete jsonSchema.$schema; // the document's dialect is OpenAPI 3.1's
  return jsonSchema;
};

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });
const errorAnswer = (description: string) => ({
  description,
  content: jsonContent(toSchema(errorResponseSchema, 'output')),
});

function parametersOf(contract: EndpointContract) {
  if (!contract.params) return [];
  const properties = (toSchema(contract.params, 'input').properties ?? {}) as Record<
    string,
    JsonSchema
  >;
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema,
  }));
}

function operationOf(name: string, contract: EndpointContract) {
  const responses: Record<string, unknown> = {
    200: { description: 'Correcto', content: jsonContent(toSchema(contract.response, 'output')) },
    400: errorAnswer('Datos no válidos; el mensaje nombra el campo'),
  };
  if (contract.access !== 'public') {
    responses[401] = errorAnswer('Sin sesión');
    responses[403] = errorAnswer('La sesión no es de este usuario');
  }
  if (contract.limit) responses[429] = errorAnswer('Demasiadas solicitudes (ver Retry-After)');
  if (contract.pending) responses[501] = errorAnswer('Todavía no disponible');
  return {
    operationId: name,
    summary: contract.summary,
    parameters: parametersOf(contract),
    ...(contract.body && {
      requestBody: {
        required: !contract.body.safeParse(undefined).success,
        content: jsonContent(toSchema(contract.body, 'input')),
      },
    }),
    responses,
  };
}

/** The OpenAPI 3.1 document of every production endpoint (the test-only ones are not in ENDPOINTS). */
export function buildOpenApiDocument(version = '1.0.0') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, contract] of Object.entries(ENDPOINTS) as [string, EndpointContract][]) {
    paths[contract.path] = {
      ...paths[contract.path],
      [contract.method.toLowerCase()]: operationOf(name, contract),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'API del Programa Funcional', version },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
    paths,
  };
}
