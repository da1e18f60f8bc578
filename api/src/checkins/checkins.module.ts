import { Module } from '@nestjs/common';
import { CheckinsController } from './checkins.controller.js';
import { CheckinsRepository } from './checkins.repository.js';
import { CheckinsService } from './checkins.service.js';

@Module({ controllers: [CheckinsController], providers: [CheckinsRepository, CheckinsService] })
export class CheckinsModule {}
