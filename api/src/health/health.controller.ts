import { Controller, Inject, Res } from '@nestjs/common';
import { ENDPOINTS, type Health } from '@tm/shared-contracts/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../common/endpoint.decorator.js';
import { DATABASE_HANDLE } from '../db/database.module.js';
import type { DatabaseHandle } from '../db/database.js';

@Controller()
export class HealthController {
  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  /** 503 when the database does not answer, so orchestrators stop routing here. */
  @Endpoint(ENDPOINTS.health)
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const up = await this.database.ping();
    if (!up) void reply.status(503);
    return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
  }
}
