import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { WebhookService, type WebhookResult } from './webhook.service.js';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * POST /api/stripe/webhook: Stripe (or the sandbox) posts signed events here. Not a contract
 * route: the body is the provider's event, authenticated by its signature, not by a session.
 */
@Controller()
export class WebhookController {
  constructor(private readonly webhooks: WebhookService) {}

  @Post('stripe/webhook')
  @HttpCode(200)
  receive(@Req() request: FastifyRequest): Promise<WebhookResult> {
    const signature = request.headers['stripe-signature'];
    return this.webhooks.receive(
      request.rawBody,
      Array.isArray(signature) ? signature[0] : signature,
    );
  }
}
