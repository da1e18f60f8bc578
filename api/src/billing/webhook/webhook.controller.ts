import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import { API_CONFIG } from '../../common/core.module.js';
import type { ApiConfig } from '../../config/config.js';
import { WebhookService, type WebhookResult } from './webhook.service.js';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** The client's address (request.ip believes only TRUST_PROXY's X-Forwarded-For) on this machine. */
const isLoopback = (ip: string) => /^(127\.|::1$|::ffff:127\.)/.test(ip);

/**
 * POST /api/stripe/webhook: Stripe (or the sandbox) posts signed events here. Not a contract
 * route: the body is the provider's event, authenticated by its signature, not by a session.
 */
@Controller()
export class WebhookController {
  constructor(
    private readonly webhooks: WebhookService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Post('stripe/webhook')
  @HttpCode(200)
  receive(@Req() request: FastifyRequest): Promise<WebhookResult> {
    // The sandbox chosen in production delivers its own events in process; nobody else posts here.
    if (this.config.billing.webhookLoopbackOnly && !isLoopback(request.ip)) {
      throw new ApiError(
        403,
        'Los eventos de pago del sandbox solo se aceptan desde esta misma máquina.',
      );
    }
    const signature = request.headers['stripe-signature'];
    return this.webhooks.receive(
      request.rawBody,
      Array.isArray(signature) ? signature[0] : signature,
    );
  }
}
