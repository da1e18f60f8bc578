import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** A valid, unexpired session and the one user it owns. */
export interface ActiveSession {
  tokenHash: string;
  userId: string;
}

/** Who is calling, and how to hand a new session to them (sets the cookie on this reply). */
export interface Identity {
  session: ActiveSession | null;
  /** 'Chrome en Android': how the devices list will name a session started by this request. */
  deviceLabel: string;
  grant(token: string): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Params and body after the endpoint's contract parsed them. */
    validInput?: { params: unknown; body: unknown };
    identity?: Identity;
  }
}

const requestOf = (ctx: ExecutionContext) => ctx.switchToHttp().getRequest<FastifyRequest>();

/** The path parameters as parsed by the endpoint contract. */
export const ValidParams = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => requestOf(ctx).validInput?.params,
);

/** The body as parsed by the endpoint contract. */
export const ValidBody = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => requestOf(ctx).validInput?.body,
);

/** The caller's identity, resolved by the endpoint guard. */
export const CurrentIdentity = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => requestOf(ctx).identity,
);
