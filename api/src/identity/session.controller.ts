import { Controller, Req, Res } from '@nestjs/common';
import {
  type Devices,
  ENDPOINTS,
  type SessionEndAllResponse,
  type SessionEndResponse,
} from '@tm/shared-contracts/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Endpoint } from '../common/endpoint.decorator.js';
import { CurrentIdentity, type Identity } from '../common/request-context.js';
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

  @Endpoint(ENDPOINTS.sessionEndAll)
  async endAll(
    @CurrentIdentity() identity: Identity,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionEndAllResponse> {
    return { ended: await this.sessions.endAll(identity.session!, reply) };
  }

  @Endpoint(ENDPOINTS.devices)
  devices(@CurrentIdentity() identity: Identity): Promise<Devices> {
    return this.sessions.devices(identity.session!);
  }
}
