import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { TestClockController } from './test-clock.controller.js';

@Module({ imports: [UsersModule], controllers: [TestClockController] })
export class TestClockModule {}
