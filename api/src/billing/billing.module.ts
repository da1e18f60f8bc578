import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';

@Module({ controllers: [BillingController], providers: [BillingService] })
export class BillingModule {}
