import type { z } from 'zod';
import type { EndpointContract } from '../api/endpoint.js';
import { endpointPath } from '../api/endpoint.js';
import { apiRequest } from './http.js';

type ParamsInput<C> = C extends { params: infer S extends z.ZodType }
  ? { params: z.input<S> }
  : { params?: undefined };
type BodyInput<C> = C extends { body: infer S extends z.ZodType }
  ? { body: z.input<S> }
  : { body?: undefined };

/** What a call of the endpoint takes: its path params and body, typed by its zod schemas. */
export type CallInput<C extends EndpointContract> = ParamsInput<C> & BodyInput<C>;

/** The endpoint's answer after its response schema parsed it. */
export type EndpointAnswer<C extends EndpointContract> = z.output<C['response']>;

type CallArgs<C extends EndpointContract> = C extends { params: z.ZodType } | { body: z.ZodType }
  ? [input: CallInput<C>]
  : [input?: CallInput<C>];

/** The API answered 2xx with something its contract does not allow: a bug, never cast through. */
export class ResponseContractError extends Error {
  constructor(
    readonly endpoint: Pick<EndpointContract, 'method' | 'path'>,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const fields = issues.map((issue) => issue.path.join('.') || '(respuesta)').join(', ');
    super(`Respuesta inesperada de ${endpoint.method} ${endpoint.path}: ${fields}`);
    this.name = 'ResponseContractError';
  }
}

/**
 * The one typed way the browser calls the API: `call(trialStatus, { params: { userId } })`.
 * Params and body are typed by the endpoint's schemas (the API validates them); the answer is
 * parsed by its response schema, so screens get the contract's type or a ResponseContractError.
 * Transport (origin, cookies, "<status>: <body>" errors) is apiRequest's (§7).
 */
export async function call<C extends EndpointContract>(
  endpoint: C,
  ...[input]: CallArgs<C>
): Promise<EndpointAnswer<C>> {
  const { params, body } = (input ?? {}) as { params?: Record<string, string>; body?: unknown };
  const res = await apiRequest(endpoint.method, endpointPath(endpoint, params), body);
  const parsed = endpoint.response.safeParse(await res.json());
  if (!parsed.success) throw new ResponseContractError(endpoint, parsed.error.issues);
  return parsed.data as EndpointAnswer<C>;
}
