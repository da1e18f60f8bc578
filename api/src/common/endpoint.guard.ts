import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describeValidationError, type EndpointContract } from '@tm/shared-contracts/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { deviceLabelOf } from '../identity/device-label.js';
import { SessionsService } from '../identity/sessions.service.js';
import { ApiError } from './api-error.js';
import { ENDPOINT_CONTRACT } from './endpoint.decorator.js';

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ApiError(400, describeValidationError(result.error));
  return result.data;
}

const userIdOf = (input: unknown): string | undefined =>
  (input as { userId?: string } | undefined)?.userId;

/**
 * Authorization and validation of every contract route, in one place:
 * 401 without a session on owner routes, 400 naming the field, 403 unless the session owns the user.
 */
@Injectable()
export class EndpointGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const contract = this.reflector.get<EndpointContract | undefined>(
      ENDPOINT_CONTRACT,
      context.getHandler(),
    );
    if (!contract) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();

    const session = contract.access === 'public' ? null : await this.sessions.resolve(request);
    const needsSession = contract.access === 'owner' || contract.access === 'session';
    if (needsSession && !session) throw new ApiError(401);

    const params = parse(contract.params, request.params);
    const body = parse(contract.body, request.body);
    request.validInput = { params, body };

    if (contract.access === 'owner') {
      const userId = userIdOf(params) ?? userIdOf(body);
      if (session?.userId !== userId) throw new ApiError(403);
    }
    request.identity = {
      session,
      // Read only by the few routes that start a session: not worked out on every request.
      get deviceLabel() {
        return deviceLabelOf(request.headers['user-agent']);
      },
      grant: (token) => this.sessions.setCookie(reply, token),
    };
    return true;
  }
}
