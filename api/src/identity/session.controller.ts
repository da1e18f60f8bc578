import { Controller, Req, Res } from '@nestjs/common';
import { ENDPOINTS, type SessionEndResponse } from '@tm/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Endpoint } from '../common/endpoint.decorator.js';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionsService) {}

  /** Public on purpose: logging out twice, or with an expired cookie, is not an error. */
  @Endpoint(ENDPOINTS.sessionEnd)
  async end(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionEndResponse> {
    return { ended: await this.sessions.end(request, reply) };
  }
}
