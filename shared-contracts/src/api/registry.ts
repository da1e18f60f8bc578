import * as endpoints from './endpoints.js';

/** The signed, HttpOnly session cookie that proves who owns a user id. */
export const SESSION_COOKIE = 'tm_session';

/**
 * Every production endpoint, the single source for the API's routes, validation, authorization,
 * rate limits and OpenAPI. Bundles import the endpoints they call one by one instead (so the rest
 * does not ship); the test-only ones are TEST_ENDPOINTS in test-endpoints.ts.
 */
export const ENDPOINTS = { ...endpoints };

export type EndpointName = keyof typeof ENDPOINTS;
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];
