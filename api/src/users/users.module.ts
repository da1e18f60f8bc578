import { Module } from '@nestjs/common';
import { AccountController } from './account.controller.js';
import { AccountRepository } from './account.repository.js';
import { AccountService } from './account.service.js';
import { ErasureSteps } from './erasure-steps.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [UsersController, AccountController],
  providers: [UsersRepository, UsersService, AccountRepository, AccountService, ErasureSteps],
  exports: [UsersRepository, UsersService, ErasureSteps],
})
export class UsersModule {}
