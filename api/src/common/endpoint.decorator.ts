import { applyDecorators, Delete, Get, HttpCode, Post, SetMetadata } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { EndpointContract } from '@tm/shared-contracts/contracts';
import type { FastifyRequest } from 'fastify';

export const ENDPOINT_CONTRACT = Symbol('ENDPOINT_CONTRACT');
export const GLOBAL_PREFIX = 'api';

export interface RateLimits {
  write: number;
  costly: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/** Nest route path of a contract: '/api/trial-status/{userId}' → '/trial-status/:userId'. */
export const routePathOf = (contract: EndpointContract): string =>
  contract.path.slice(GLOBAL_PREFIX.length + 1).replace(/\{(\w+)\}/g, ':$1');

/**
 * Binds a handler to its shared contract: method, path, 200 status, rate limit,
 * and the metadata the endpoint guard uses to validate and authorize.
 */
export function Endpoint(contract: EndpointContract): MethodDecorator {
  const route = { GET: Get, POST: Post, DELETE: Delete }[contract.method](routePathOf(contract));
  const decorators = [route, HttpCode(200), SetMetadata(ENDPOINT_CONTRACT, contract)];
  const category = contract.limit;
  if (category) {
    // Read per request so the limits come from the app's config, not from import time.
    const max = (request: FastifyRequest) => request.server.rateLimits[category];
    decorators.push(RouteConfig({ rateLimit: { max, timeWindow: 60_000 } }));
  }
  return applyDecorators(...decorators);
}
