import type { z } from 'zod';

/**
 * Who may call an endpoint:
 * - owner: a session that owns the `userId` of the path or body (401 without session, 403 otherwise);
 * - claim: may create the user or claim a locally created trial id, then issues the session;
 * - session: needs a session (401 otherwise) and acts for its user; the payload names no user;
 * - public: no user involved.
 */
export type EndpointAccess = 'owner' | 'claim' | 'session' | 'public';

/** Where every endpoint's path starts: what the gateway passes to the API. */
export const API_PATH_PREFIX = '/api/';

/** Method and path: all a query key or a URL needs, without the schemas (and zod). */
export interface EndpointRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** Full path with OpenAPI-style `{param}` placeholders. */
  path: `/api/${string}`;
}

export interface EndpointContract extends EndpointRoute {
  summary: string;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  access: EndpointAccess;
  /** Built in a later issue: answers 501 after validation and authorization. */
  pending?: true;
  /** Writes and costly calls are rate limited. */
  limit?: 'write' | 'costly';
  /** Exists only with the local payment sandbox (no Stripe keys). */
  sandboxOnly?: true;
}

/** The `{param}` names of a path as an object type: '/a/{userId}' → { userId: string }. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : Record<never, string>;

/** Fills `{param}` placeholders: `endpointPath(user, { userId })`. */
export function endpointPath(route: EndpointRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
